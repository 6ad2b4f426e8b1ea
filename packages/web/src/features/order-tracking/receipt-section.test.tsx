import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { makeTracking } from '../../test/tracking';
import type { OrderTracking } from '@flowers/domain';
import { RATING_TITLE } from '../../texts/tracking';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));
beforeEach(() => {
  vi.mocked(leaveAppFor).mockClear();
});

function openOrder(tracking: Partial<OrderTracking>, handlers = {}) {
  const calls = stubSignedInApi('user', {
    'GET /api/orders/7/tracking': () => json(makeTracking(tracking)),
    ...handlers,
  });
  renderApp({ path: '/myorders/7', launch: telegramLaunch() });
  return calls;
}

describe('the order page as the buyer’s home for the order (issue 26)', () => {
  it('asks «Получили букет?» with «Да, всё хорошо» and «Есть проблема», and no rating yet', async () => {
    const calls = openOrder(
      { status: 'delivered', receipt_stage: 'awaiting', can_rate: false },
      { 'POST /api/orders/7/receipt': () => json({}) },
    );

    const question = await screen.findByRole('group', { name: 'Получили букет?' });
    expect(within(question).getByRole('button', { name: 'Есть проблема' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: RATING_TITLE })).not.toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Да, всё хорошо' }));
    await waitFor(() => {
      expect(calls.some((call) => call.path === '/api/orders/7/receipt')).toBe(true);
    });
  });

  it('shows the dispute under review and asks nothing more', async () => {
    openOrder({
      status: 'delivered',
      receipt_stage: 'disputed',
      can_rate: false,
      dispute: { text: 'Розы сломаны', created_at: '2026-11-24T12:00:00.000Z', outcome: null },
    });

    const dispute = await screen.findByRole('region', { name: 'Заявка о проблеме' });
    expect(dispute).toHaveTextContent('«Розы сломаны»');
    expect(dispute).toHaveTextContent('Заявка у модератора');
    expect(screen.queryByRole('group', { name: 'Получили букет?' })).not.toBeInTheDocument();
  });

  it('shows the staff’s decision on the dispute in the buyer’s words', async () => {
    const outcome =
      'Модератор решил вернуть вам деньги полностью. Они придут на карту, которой вы платили.';
    openOrder({
      status: 'cancelled',
      receipt_stage: null,
      dispute: { text: 'Розы сломаны', created_at: '2026-11-24T12:00:00.000Z', outcome },
    });

    const dispute = await screen.findByRole('region', { name: 'Заявка о проблеме' });
    expect(dispute).toHaveTextContent(outcome);
  });

  it('offers «Оплатить» with the time left on an unpaid order and opens the same payment', async () => {
    const payUntil = new Date(Date.now() + 14 * 60_000 + 30_000).toISOString();
    openOrder(
      { status: 'created', status_label: 'Создан', pay_until: payUntil },
      { 'POST /api/orders/7/payment': () => json({ paymentUrl: 'https://pay.example/9' }) },
    );

    expect(await screen.findByRole('timer')).toHaveTextContent(/Заказ ждёт оплаты ещё 14:(30|29)/);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/9');
    });
    expect(leaveAppFor).toHaveBeenCalledTimes(1);
  });
});
