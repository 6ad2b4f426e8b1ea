import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/ads';
import { json } from '../../test/fake-api';
import { FakeSocket } from '../../test/fake-socket';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { makeTracking } from '../../test/tracking';
import type { OrderTracking } from '@flowers/domain';

function openOrder(tracking: () => OrderTracking, path = '/myorders/7') {
  let loads = 0;
  stubSignedInApi('user', {
    'GET /api/orders/7/tracking': () => {
      loads += 1;
      return json(tracking());
    },
  });
  const view = renderApp({ path, launch: telegramLaunch() });
  return { ...view, loads: () => loads };
}

describe('the buyer’s order page /myorders/{id} (issue 16)', () => {
  it('shows the order number, Russian status and each reached step with its Moscow time', async () => {
    openOrder(() => makeTracking());

    expect(await screen.findByRole('heading', { name: 'Заказ № FM-000007' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps[0]).toBe('Оплачен24.11.2026, 12:05 МСК');
    expect(steps[1]).toBe('Букет в работе24.11.2026, 13:00 МСК');
    expect(steps[2]).toContain('Фото от продавца');
    expect(steps[3]).toBe('ДоставленЕщё впереди');
    expect(steps[4]).toBe('Получение подтвержденоЕщё впереди');
    expect(screen.getByText('6 500 ₽')).toBeInTheDocument();
  });

  it('opens the gallery at the stage photo that was tapped', async () => {
    openOrder(() => makeTracking());

    await userEvent.click(
      await screen.findByRole('button', { name: 'Букет вручён, 24.11.2026, 15:00 МСК' }),
    );

    const gallery = screen.getByRole('dialog', { name: 'Фото заказа № FM-000007' });
    expect(within(gallery).getByRole('img', { name: /2 из 2/ })).toHaveAttribute(
      'src',
      '/uploads/stage-2.jpg',
    );
  });

  it('shows the delivery address, slot, recipient and card message', async () => {
    openOrder(() => makeTracking());

    const delivery = await screen.findByRole('region', { name: 'Доставка' });
    expect(delivery).toHaveTextContent('Москва, ул. Тверская, 1');
    expect(delivery).toHaveTextContent('25 ноября, 10:00–12:00');
    expect(delivery).toHaveTextContent('Мария, +79991112233');
    expect(delivery).toHaveTextContent('С днём рождения!');
  });

  it('says «В течение 24 часов» without a chosen slot', async () => {
    const tracking = makeTracking();
    openOrder(() => ({ ...tracking, delivery: { ...tracking.delivery, when_label: null } }));

    const delivery = await screen.findByRole('region', { name: 'Доставка' });
    expect(delivery).toHaveTextContent('В течение 24 часов');
  });

  it('links the seller’s name to their page, with the rating', async () => {
    openOrder(() => makeTracking());

    const seller = await screen.findByRole('link', { name: /Цветы у Оли/ });
    expect(seller).toHaveAttribute('href', '/seller/77');
    expect(seller).toHaveTextContent('4,8 ★ · 12 отзывов');
    expect(screen.getByRole('button', { name: 'Написать в поддержку' })).toBeInTheDocument();
  });

  it('says the order was cancelled, and why', async () => {
    openOrder(() =>
      makeTracking({
        status: 'cancelled',
        status_label: 'Отменён',
        cancelled_at: '2026-11-24T11:00:00.000Z',
        cancel_reason: 'Нет нужных цветов',
      }),
    );

    expect(await screen.findByText(/Заказ отменён/)).toHaveTextContent(
      'Причина отмены: Нет нужных цветов',
    );
  });

  it('reloads when the server says this order changed', async () => {
    let status = 'paid';
    const { loads } = openOrder(() =>
      makeTracking({ status, status_label: status === 'paid' ? 'Оплачен' : 'Доставлен' }),
    );
    await screen.findByRole('heading', { name: 'Заказ № FM-000007' });
    expect(loads()).toBe(1);

    status = 'delivered';
    act(() => {
      FakeSocket.last().receive('order_updated', {
        orderId: 7,
        status: 'delivered',
        status_label: 'Доставлен',
      });
    });

    await waitFor(() => {
      expect(loads()).toBe(2);
    });
    expect(await screen.findByText('Доставлен', { selector: '.ui-status' })).toBeInTheDocument();
  });

  it('reads the order again when the connection comes back: a change meanwhile was not heard', async () => {
    let status = 'paid';
    const { loads } = openOrder(() =>
      makeTracking({ status, status_label: status === 'paid' ? 'Оплачен' : 'Доставлен' }),
    );
    await screen.findByRole('heading', { name: 'Заказ № FM-000007' });
    await waitFor(() => {
      expect(FakeSocket.last().listens('order_updated')).toBe(true);
    });

    status = 'delivered';
    act(() => {
      FakeSocket.last().reconnect();
    });

    expect(await screen.findByText('Доставлен', { selector: '.ui-status' })).toBeInTheDocument();
    expect(loads()).toBe(2);
  });

  it('ignores changes to other orders', async () => {
    const { loads } = openOrder(() => makeTracking());
    await screen.findByRole('heading', { name: 'Заказ № FM-000007' });

    act(() => {
      FakeSocket.last().receive('order_updated', {
        orderId: 8,
        status: 'paid',
        status_label: 'Оплачен',
      });
    });

    expect(loads()).toBe(1);
  });

  it('opens from its row in «Мои заказы»', async () => {
    stubSignedInApi('user', {
      'GET /api/my-orders': () => json([makeOrder({ id: 7, order_number: 'FM-000007' })]),
      'GET /api/orders/7/tracking': () => json(makeTracking()),
    });
    renderApp({ path: '/myorders', launch: telegramLaunch() });

    await userEvent.click(await screen.findByRole('link', { name: 'Розы' }));

    expect(await screen.findByRole('heading', { name: 'Заказ № FM-000007' })).toBeInTheDocument();
  });

  it('says «Заказ не найден» for an order the server does not know', async () => {
    stubSignedInApi('user');
    renderApp({ path: '/myorders/9', launch: telegramLaunch() });

    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К моим заказам' })).toHaveAttribute(
      'href',
      '/myorders',
    );
  });

  it('offers «Повторить» after a failed load, and loads again', async () => {
    let fail = true;
    stubSignedInApi('user', {
      'GET /api/orders/7/tracking': () =>
        fail ? json({ error: 'Сервер недоступен' }, 500) : json(makeTracking()),
    });
    renderApp({ path: '/myorders/7', launch: telegramLaunch() });

    const retry = await screen.findByRole('button', { name: 'Повторить' });
    fail = false;
    await userEvent.click(retry);

    expect(await screen.findByRole('heading', { name: 'Заказ № FM-000007' })).toBeInTheDocument();
  });
});
