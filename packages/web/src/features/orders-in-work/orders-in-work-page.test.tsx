import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { FakeUploadRequest } from '../../test/fake-upload-request';
import { renderScreen } from '../../test/render-screen';
import { anOrder } from '../../test/staff-fixtures';
import { OrdersInWorkPage } from './orders-in-work-page';

const ORDERS = [
  anOrder({ id: 1, order_number: '250301-0001', status: 'paid' }),
  anOrder({ id: 2, order_number: '250301-0002', status: 'Delivered', photos: { chat: '/c.webp' } }),
  anOrder({ id: 3, order_number: '250301-0003', status: 'completed' }),
];

function renderPanel(handlers: ApiHandlers = {}) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const calls = stubApi({ 'GET /api/orders/all': () => json(ORDERS), ...handlers });
  renderScreen(<OrdersInWorkPage />, { role: 'moderator', route: '/moderpanel' });
  return { alert, calls, user: userEvent.setup() };
}

const card = (number: string) => within(screen.getByRole('article', { name: `Заказ ${number}` }));

describe('orders in work', () => {
  it('lists open orders with number, status, stage uploads and an open link', async () => {
    renderPanel();
    await screen.findByRole('article', { name: 'Заказ 250301-0001' });

    expect(screen.queryByRole('article', { name: 'Заказ 250301-0003' })).toBeNull();
    const paid = card('250301-0001');
    expect(paid.getByText('Оплачен')).toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'Открыть' })).toHaveAttribute(
      'href',
      '/moderator/orders/1',
    );
    for (const stage of ['Букет собран', 'Звонок о доставке', 'Доставка']) {
      expect(paid.getByLabelText(`Фото «${stage}» для заказа 250301-0001`)).toBeInTheDocument();
    }
    expect(
      card('250301-0002').getByRole('img', { name: 'Букет собран, заказ 250301-0002' }),
    ).toHaveAttribute('src', '/c.webp');
  });

  it('hides «Отметить доставленным» on a delivered order and marks a paid one', async () => {
    const { calls, user } = renderPanel({
      'POST /api/orders/1/moder-delivered': () => json(anOrder({ status: 'delivered' })),
    });
    await screen.findByRole('article', { name: 'Заказ 250301-0001' });
    expect(card('250301-0002').queryByRole('button', { name: 'Отметить доставленным' })).toBeNull();

    await user.click(card('250301-0001').getByRole('button', { name: 'Отметить доставленным' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/orders/1/moder-delivered')).toBe(true),
    );
  });

  it('keeps «Отметить доставленным» unavailable on an unpaid order and says why (issue 40)', async () => {
    renderPanel({
      'GET /api/orders/all': () =>
        json([anOrder({ id: 7, order_number: '250301-0007', status: 'created' })]),
    });
    const created = within(await screen.findByRole('article', { name: 'Заказ 250301-0007' }));
    const button = created.getByRole('button', { name: 'Отметить доставленным' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Заказ не оплачен: отметить доставку можно только после оплаты',
    );
  });

  it('asks «Отметить заказ … доставленным?» and changes nothing on «Нет»', async () => {
    const { calls, user } = renderPanel({
      'POST /api/orders/1/moder-delivered': () => json(anOrder({ status: 'delivered' })),
    });
    await screen.findByRole('article', { name: 'Заказ 250301-0001' });

    await user.click(card('250301-0001').getByRole('button', { name: 'Отметить доставленным' }));
    const question = await screen.findByRole('dialog', {
      name: 'Отметить заказ № 250301-0001 доставленным?',
    });
    await user.click(within(question).getByRole('button', { name: 'Нет' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/orders/1/moder-delivered')).toBe(false);
  });

  it('gives each stage upload a kit button (44 px tall) in a grid that wraps rather than overlaps', async () => {
    renderPanel();
    await screen.findByRole('article', { name: 'Заказ 250301-0001' });
    const input = card('250301-0001').getByLabelText(
      'Фото «Звонок о доставке» для заказа 250301-0001',
    );
    const button = input.closest('label');

    expect(button).toHaveClass('ui-button');
    expect(button?.parentElement?.parentElement).toHaveClass('in-work__stages');
  });

  it('says «Ошибка смены статуса» in a toast when marking fails', async () => {
    const { user } = renderPanel({
      'POST /api/orders/1/moder-delivered': () => json({ error: 'Заказ ещё не оплачен' }, 409),
    });
    await screen.findByRole('article', { name: 'Заказ 250301-0001' });
    await user.click(card('250301-0001').getByRole('button', { name: 'Отметить доставленным' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    expect(
      await screen.findByText('Ошибка смены статуса: Заказ ещё не оплачен'),
    ).toBeInTheDocument();
  });

  it('uploads a stage photo as `photo` with progress, and says «Ошибка загрузки фото» on failure', async () => {
    FakeUploadRequest.install();
    const { user } = renderPanel();
    await screen.findByRole('article', { name: 'Заказ 250301-0001' });
    const input = card('250301-0001').getByLabelText('Фото «Доставка» для заказа 250301-0001');

    await user.upload(input, new File(['x'], 'door.heic', { type: '' }));
    const upload = FakeUploadRequest.last();
    expect(upload.url).toBe('/api/orders/1/photos/delivery');
    expect(upload.sent?.get('photo')).toBeInstanceOf(File);
    upload.progress(1, 2);
    expect(
      await screen.findByRole('progressbar', { name: 'Загрузка фото «Доставка»' }),
    ).toHaveAttribute('aria-valuenow', '50');
    upload.respond(500, { error: 'Не удалось прочитать фото' });
    expect(
      await screen.findByText('Ошибка загрузки фото: Не удалось прочитать фото'),
    ).toBeInTheDocument();
  });

  it('shows the empty state when nothing is in work', async () => {
    stubApi({ 'GET /api/orders/all': () => json([ORDERS[2]]) });
    renderScreen(<OrdersInWorkPage />, { role: 'moderator', route: '/moderpanel' });
    expect(await screen.findByText('Нет заказов на модерации')).toBeInTheDocument();
  });

  it('says «Ошибка загрузки заказов» when loading fails and loads again on «Повторить»', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    stubApi({
      'GET /api/orders/all': () => (fail ? json({ error: 'x' }, 500) : json(ORDERS)),
    });
    renderScreen(<OrdersInWorkPage />, { role: 'moderator', route: '/moderpanel' });
    expect(await screen.findByText('Ошибка загрузки заказов')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Заказ 250301-0001' })).toBeInTheDocument();
  });
});
