import { ALL_ORDERS_TAB_STATUSES, type AllOrdersTab, type Order } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anOrder } from '../../test/staff-fixtures';
import { AllOrdersPage } from './all-orders-page';
import { cataloguePage } from '../../test/search';

const ORDERS = [
  anOrder({ id: 1, order_number: 'A-1', status: 'paid' }),
  anOrder({ id: 2, order_number: 'A-2', status: 'delivered' }),
  anOrder({ id: 3, order_number: 'A-3', status: 'completed' }),
  anOrder({ id: 4, order_number: 'A-4', status: 'deleted' }),
  anOrder({ id: 5, order_number: 'A-5', status: 'active' }),
];

const inTab = (tab: AllOrdersTab) => (order: Order) =>
  ALL_ORDERS_TAB_STATUSES[tab].includes(order.status ?? '');

// The server's tab counts over every order but deleted ones.
function countsOf(orders: Order[]) {
  const kept = orders.filter((order) => order.status !== 'deleted');
  const count = (tab: AllOrdersTab) => kept.filter(inTab(tab)).length;
  return {
    all: kept.length,
    open: count('open'),
    completed: count('completed'),
    cancelled: count('cancelled'),
  };
}

const pageOf = (orders: Order[], next: string | null = null, counts = countsOf(orders)) =>
  json({ orders, next_cursor: next, counts });

/** The server's page: the tab asked for, every tab counted. */
const serverPage = (orders: Order[]) => (call: { query: URLSearchParams }) => {
  const tab = call.query.get('tab') ?? 'all';
  const kept = orders.filter((order) => order.status !== 'deleted');
  return pageOf(
    tab === 'all' ? kept : kept.filter(inTab(tab as AllOrdersTab)),
    null,
    countsOf(orders),
  );
};

function renderOrders(handlers: ApiHandlers = {}, role: 'admin' | 'user' = 'admin') {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const calls = stubApi({
    'GET /api/orders/all/page': serverPage(ORDERS),
    'GET /api/ads/search': () => cataloguePage([]),
    ...handlers,
  });
  const view = renderScreen(<AllOrdersPage />, { role, route: '/allorders' });
  return { alert, calls, router: view.router, user: userEvent.setup() };
}

const card = (number: string) => within(screen.getByRole('article', { name: `Заказ ${number}` }));

describe('all orders', () => {
  it('shows every order but deleted ones, with the order fields and status labels', async () => {
    renderOrders();
    await screen.findByRole('article', { name: 'Заказ A-1' });
    expect(screen.queryByRole('article', { name: 'Заказ A-4' })).toBeNull();
    expect(card('A-1').getByText('Оплачен')).toBeInTheDocument();
    expect(card('A-3').getByText('Завершён')).toBeInTheDocument();
    expect(card('A-1').getByText('Борис')).toBeInTheDocument();
    expect(card('A-1').getByText('Позвонить за час')).toBeInTheDocument();
  });

  it('shows «Уже завершён» and «Действия с этим заказом недоступны» on a finished order', async () => {
    renderOrders();
    const done = within(await screen.findByRole('article', { name: 'Заказ A-3' }));
    expect(done.getByRole('button', { name: 'Уже завершён' })).toBeDisabled();
    expect(done.getByText('Действия с этим заказом недоступны')).toBeInTheDocument();
  });

  it('offers «Завершить» on a created order (spec §4)', async () => {
    renderOrders({
      'GET /api/orders/all/page': () =>
        pageOf([anOrder({ id: 6, order_number: 'A-6', status: 'created' })]),
    });
    const created = within(await screen.findByRole('article', { name: 'Заказ A-6' }));
    expect(created.getByRole('button', { name: 'Завершить' })).toBeEnabled();
  });

  it('asks before completing an unpaid order, saying it is unpaid (issue 40)', async () => {
    const { calls, user } = renderOrders({
      'GET /api/orders/all/page': () =>
        pageOf([anOrder({ id: 6, order_number: 'A-6', status: 'created' })]),
      'POST /api/orders/6/complete': () => json(anOrder({ id: 6, status: 'completed' })),
    });
    await screen.findByRole('article', { name: 'Заказ A-6' });
    await user.click(card('A-6').getByRole('button', { name: 'Завершить' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Заказ не оплачен' }));
    expect(
      dialog.getByText(
        'Завершить заказ № A-6 без оплаты? Покупатель не сможет его оплатить и оценить, доставка не будет засчитана продавцу.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/orders/6/complete')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Завершить без оплаты' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/orders/6/complete')).toBe(true));
  });

  it('words the delivered order’s complete button and hint', async () => {
    renderOrders();
    const delivered = within(await screen.findByRole('article', { name: 'Заказ A-2' }));
    expect(delivered.getByRole('button', { name: 'Завершить (скрыть из каталога)' })).toBeEnabled();
    expect(
      delivered.getByText(/после завершения объявление исчезнет из каталога/),
    ).toBeInTheDocument();
  });

  it('asks «Вы уверены, что хотите отменить этот заказ?» before cancelling', async () => {
    const { calls, user } = renderOrders({
      'POST /api/orders/1/cancel': () => json(anOrder({ status: 'cancelled' })),
    });
    await screen.findByRole('article', { name: 'Заказ A-1' });
    await user.click(card('A-1').getByRole('button', { name: 'Отменить' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Вы уверены, что хотите отменить этот заказ?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/orders/1/cancel')).toBe(true));
  });

  it('does nothing when the confirmation is declined', async () => {
    const { calls, user } = renderOrders();
    await screen.findByRole('article', { name: 'Заказ A-1' });
    await user.click(card('A-1').getByRole('button', { name: 'Удалить' }));
    await user.click(await screen.findByRole('button', { name: 'Нет' }));
    expect(calls.some((c) => c.path === '/api/orders/1/delete')).toBe(false);
  });

  it('opens the order editor after confirming «редактировать»', async () => {
    const { router, user } = renderOrders();
    await screen.findByRole('article', { name: 'Заказ A-1' });
    await user.click(card('A-1').getByRole('button', { name: 'Редактировать' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-edit/1'));
  });

  it('says «Ошибка: …» in a toast with the server’s error, or the status', async () => {
    const { user } = renderOrders({
      'POST /api/orders/1/complete': () => json({ error: 'Заказ не оплачен' }, 409),
      'POST /api/orders/2/delete': () => new Response('', { status: 502 }),
    });
    await screen.findByRole('article', { name: 'Заказ A-1' });
    await user.click(card('A-1').getByRole('button', { name: 'Завершить' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Ошибка: Заказ не оплачен')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(card('A-2').getByRole('button', { name: 'Удалить' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Ошибка: 502')).toBeInTheDocument();
  });

  it('says «Ошибка запроса: …» in a toast when nothing answers', async () => {
    const { user } = renderOrders({
      'POST /api/orders/1/complete': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByRole('article', { name: 'Заказ A-1' });
    await user.click(card('A-1').getByRole('button', { name: 'Завершить' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    expect(
      await screen.findByText(
        'Ошибка запроса: Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
      ),
    ).toBeInTheDocument();
  });

  it('shows others only active orders, without actions', async () => {
    renderOrders({}, 'user');
    const active = within(await screen.findByRole('article', { name: 'Заказ A-5' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(active.queryByRole('button')).toBeNull();
  });

  it('reads a long list a page at a time', async () => {
    const { calls } = renderOrders({
      'GET /api/orders/all/page': (call: { query: URLSearchParams }) =>
        call.query.get('cursor') === null
          ? pageOf([anOrder({ id: 1, order_number: 'A-1' })], 'page-1')
          : pageOf([anOrder({ id: 7, order_number: 'A-7' })]),
    });
    await screen.findByRole('article', { name: 'Заказ A-1' });
    expect(screen.queryByRole('article', { name: 'Заказ A-7' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('article', { name: 'Заказ A-7' })).toBeInTheDocument();
    const pages = calls.filter((call) => call.path === '/api/orders/all/page');
    expect(pages.map((call) => call.query.get('cursor'))).toEqual([null, 'page-1']);
  });

  it('counts the tabs over every order, as the server says, and asks it for a tab', async () => {
    const counts = { all: 900, open: 120, completed: 700, cancelled: 80 };
    const { calls, user } = renderOrders({
      'GET /api/orders/all/page': (call: { query: URLSearchParams }) =>
        call.query.get('tab') === 'cancelled'
          ? pageOf([anOrder({ id: 8, order_number: 'A-8', status: 'cancelled' })], null, counts)
          : pageOf(ORDERS.slice(0, 1), 'page-1', counts),
    });
    await screen.findByRole('article', { name: 'Заказ A-1' });
    expect(screen.getByRole('tab', { name: /^Отменённые/ })).toHaveTextContent('80');

    await user.click(screen.getByRole('tab', { name: /^Отменённые/ }));

    expect(await screen.findByRole('article', { name: 'Заказ A-8' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Заказ A-1' })).toBeNull();
    expect(calls.at(-1)?.query.get('tab')).toBe('cancelled');
  });
});
