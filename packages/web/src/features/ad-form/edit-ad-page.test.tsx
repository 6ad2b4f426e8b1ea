import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { EditAdPage } from './edit-ad-page';

function renderEdit() {
  return renderScreen(<EditAdPage />, { route: '/edit-ad/:id', path: '/edit-ad/7' });
}

describe('edit ad', () => {
  it('fills the form from the ad and shows its first image', async () => {
    stubApi({ 'GET /api/ads/7': () => json(anAd({ image_urls: ['/a.webp', '/b.webp'] })) });
    renderEdit();

    expect(await screen.findByRole('textbox', { name: 'Название' })).toHaveValue('Розы');
    expect(screen.getByRole('textbox', { name: /Цена продавца/ })).toHaveValue('5000');
    expect(screen.getByRole('img', { name: 'Розы' })).toHaveAttribute('src', '/a.webp');
  });

  it('shows «Исправьте ошибки в форме» and the field’s rule', async () => {
    stubApi({ 'GET /api/ads/7': () => json(anAd()) });
    const user = userEvent.setup();
    renderEdit();
    const title = await screen.findByRole('textbox', { name: 'Название' });

    await user.clear(title);
    await user.type(title, 'Ро');
    await user.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Исправьте ошибки в форме');
    expect(title).toHaveAccessibleDescription('Название: 3-100 символов');
  });

  it('sends trimmed values, shows the 2 s toast and returns to /myads', async () => {
    const calls = stubApi({
      'GET /api/ads/7': () => json(anAd()),
      'POST /api/ads/7/edit-request': () => json({ ok: true }),
      'GET /api/my-ads': () => json([]),
    });
    const user = userEvent.setup();
    const { router } = renderEdit();
    const title = await screen.findByRole('textbox', { name: 'Название' });

    await user.clear(title);
    await user.type(title, '  Белые розы  ');
    await user.clear(screen.getByRole('textbox', { name: /Цена продавца/ }));
    await user.type(screen.getByRole('textbox', { name: /Цена продавца/ }), '6000');
    await user.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));

    expect(
      await screen.findByText('Объявление успешно отправлено на модерацию'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/ads/7/edit-request');
    expect(sent?.body).toEqual({
      title: 'Белые розы',
      description: 'Пятнадцать алых роз',
      price: 6000,
    });
    expect(router.state.location.pathname).toBe('/edit-ad/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myads'), { timeout: 3000 });
  });

  it('keeps the values and says «Ошибка при отправке изменений» when sending fails', async () => {
    stubApi({
      'GET /api/ads/7': () => json(anAd()),
      'POST /api/ads/7/edit-request': () => json({ error: 'Заявка уже на модерации' }, 409),
    });
    const user = userEvent.setup();
    renderEdit();
    const title = await screen.findByRole('textbox', { name: 'Название' });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка при отправке изменений: Заявка уже на модерации',
    );
    expect(title).toHaveValue('Розы!');
  });

  it('says «Ошибка загрузки объявления» or «Объявление не найдено» when loading fails', async () => {
    stubApi({ 'GET /api/ads/7': () => json({ error: 'x' }, 500) });
    renderEdit();
    expect(await screen.findByText('Ошибка загрузки объявления')).toBeInTheDocument();
  });

  it('says «Объявление не найдено» for a missing ad', async () => {
    stubApi({});
    renderEdit();
    expect(await screen.findByText('Объявление не найдено')).toBeInTheDocument();
  });

  it('says «Объявление не найдено» for an address whose id is not a number, asking nothing', async () => {
    const calls = stubApi({});
    renderScreen(<EditAdPage />, { route: '/edit-ad/:id', path: '/edit-ad/abc' });
    expect(await screen.findByText('Объявление не найдено')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/ads'))).toEqual([]);
  });

  it('locks the form while the ad waits for moderation', async () => {
    stubApi({ 'GET /api/ads/7': () => json(anAd({ status: 'wait_moder' })) });
    renderEdit();
    expect(await screen.findByText(/Это объявление сейчас нельзя изменить/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить на модерацию' })).toBeDisabled();
  });
});
