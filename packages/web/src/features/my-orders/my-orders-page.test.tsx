import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch, TELEGRAM_INIT_DATA } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

describe('my orders (spec §2)', () => {
  it('lists the buyer’s orders with number, status label and price, sending x-initdata', async () => {
    const calls = stubSignedInApi('user', {
      'GET /api/my-orders': () =>
        json([
          makeOrder({
            id: 1,
            order_number: 'FM-000007',
            status: 'paid',
            title: 'Розы',
            price: 6500,
          }),
          makeOrder({ id: 2, order_number: 'FM-000008', status: 'Delivered', title: 'Пионы' }),
          makeOrder({ id: 3, order_number: 'FM-000009', status: '' }),
        ]),
    });
    renderApp({ path: '/myorders', launch: telegramLaunch() });

    const first = await screen.findByRole('article', { name: 'Заказ FM-000007' });
    expect(within(first).getByText('Оплачен')).toBeInTheDocument();
    expect(first).toHaveTextContent('6 500 ₽');
    expect(
      within(screen.getByRole('article', { name: 'Заказ FM-000008' })).getByText('Доставлен'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Заказ FM-000009' })).getByText('Нет статуса'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/my-orders')?.headers.get('x-initdata')).toBe(
      TELEGRAM_INIT_DATA,
    );
  });

  it.each([
    ['active', 'Активен'],
    ['paid', 'Оплачен'],
    ['completed', 'Завершён'],
    ['cancelled', 'Отменён'],
    ['deleted', 'Удалён'],
    ['', 'Нет статуса'],
    ['refunded', 'refunded'],
  ])('labels status %j as «%s»', async (status, label) => {
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([makeOrder({ status })]) });
    renderApp({ path: '/myorders', launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Заказ FM-000001' });
    expect(within(card).getByText(label)).toBeInTheDocument();
  });

  it('says «У вас пока нет заказов» without orders', async () => {
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([]) });
    renderApp({ path: '/myorders', launch: telegramLaunch() });

    expect(await screen.findByText('У вас пока нет заказов')).toBeInTheDocument();
  });

  // Issue 13 replaces spec §8's silent empty list: it would tell a buyer who paid that they
  // have no orders.
  it('says «Ошибка загрузки заказов» with «Повторить» when loading fails', async () => {
    stubSignedInApi('user', { 'GET /api/my-orders': () => json({ error: 'Сбой' }, 500) });
    renderApp({ path: '/myorders', launch: telegramLaunch() });

    expect(await screen.findByText('Ошибка загрузки заказов')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByText('У вас пока нет заказов')).not.toBeInTheDocument();
  });
});
