import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { EditAdPage } from './edit-ad-page';

// Issue 40: «Исправить и отправить снова» on a rejected bouquet.
const REJECTED = anAd({ status: 'cancel', reject_reason: 'На фото не тот букет' });

function renderFix(handlers = {}) {
  const calls = stubApi({
    'GET /api/ads/7': () => json(REJECTED),
    'GET /api/my-ads': () => json([]),
    ...handlers,
  });
  const view = renderScreen(<EditAdPage />, { route: '/edit-ad/:id', path: '/edit-ad/7' });
  return { calls, router: view.router, user: userEvent.setup() };
}

describe('fixing a rejected bouquet', () => {
  it('shows the moderator’s reason above the form with everything the bouquet had', async () => {
    renderFix();

    expect(await screen.findByText('Причина отклонения: На фото не тот букет')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Розы');
    expect(screen.getByRole('textbox', { name: /Цена продавца/ })).toHaveValue('5000');
    expect(screen.getByRole('textbox', { name: /Описание/ })).toHaveValue('Пятнадцать алых роз');
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue('Москва, Арбат 1');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+79991234567');
    expect(screen.getByRole('img', { name: 'Розы' })).toHaveAttribute('src', '/media/1.webp');
    expect(screen.queryByText(/сейчас нельзя изменить/)).toBeNull();
  });

  it('sends the fixed bouquet back to moderation as the same ad, once, and returns to /myads', async () => {
    const { calls, router, user } = renderFix({
      'PUT /api/ads/7/resubmit': () =>
        json({ ...REJECTED, status: 'wait_moder', title: 'Розы алые' }),
    });
    const title = await screen.findByRole('textbox', { name: 'Название' });
    await user.clear(title);
    await user.type(title, 'Розы алые');
    const send = screen.getByRole('button', { name: 'Отправить на модерацию' });
    await user.dblClick(send);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/myads');
    });
    const sent = calls.filter((call) => call.path === '/api/ads/7/resubmit');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      title: 'Розы алые',
      original_price: '5000',
      description: 'Пятнадцать алых роз',
      address: 'Москва, Арбат 1',
      phone: '+79991234567',
    });
  });

  it('keeps the form and says why when the server refuses', async () => {
    const { user } = renderFix({
      'PUT /api/ads/7/resubmit': () =>
        json(
          { error: 'Исправить и отправить снова можно только отклонённый модератором букет' },
          409,
        ),
    });
    await screen.findByRole('textbox', { name: 'Название' });
    await user.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));

    expect(
      await screen.findByText(/Исправить и отправить снова можно только отклонённый/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Розы');
  });
});
