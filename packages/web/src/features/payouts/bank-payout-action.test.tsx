import type { SellerOwed } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

const MARIA: SellerOwed = {
  seller_id: '7012345678',
  seller_username: 'maria',
  full_name: 'Иванова Мария Петровна',
  card_masked: '•••• •••• •••• 7761',
  owed_kopecks: 500_000,
  debt_kopecks: 0,
  captured_orders: 1,
  paid_out_kopecks: 0,
  in_transit_kopecks: 0,
  payout_card: '220077******7761',
};

const SENT = {
  id: 9,
  seller_id: '7012345678',
  amount_kopecks: 500_000,
  paid_on: '2026-11-26',
  reference: 'Т-Банк, выплата',
  status_label: 'Отправляется через банк',
  created_at: '2026-11-26T07:00:00.000Z',
  method: 'bank',
  state: 'in_transit',
  card_pan: '220077******7761',
};

async function openSeller(line: SellerOwed, handlers: ApiHandlers = {}) {
  let sent = false;
  const calls = stubSignedInApi('admin', {
    'GET /api/admin/payouts': () =>
      json([sent ? { ...line, owed_kopecks: 0, in_transit_kopecks: line.owed_kopecks } : line]),
    'POST /api/admin/payouts/7012345678/bank': () => {
      sent = true;
      return json(SENT);
    },
    ...handlers,
  });
  renderApp({ path: '/payouts', launch: telegramLaunch() });
  const card = await screen.findByRole('article', { name: 'Продавец Иванова Мария Петровна' });
  return { calls, card: within(card), article: card };
}

const bankCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/admin/payouts/7012345678/bank');

describe('«Выплатить через банк» on «Выплаты» (issue 24)', () => {
  it('pays all the seller is owed to the card bound at the bank after one question', async () => {
    const { calls, card, article } = await openSeller(MARIA);
    expect(article).toHaveTextContent('Карта в банке: 220077******7761');
    const user = userEvent.setup();

    await user.click(card.getByRole('button', { name: 'Выплатить через банк' }));
    const question = await screen.findByRole('dialog', {
      name: 'Выплатить 5\u00a0000\u00a0₽ на карту 220077******7761 через банк?',
    });
    await user.click(within(question).getByRole('button', { name: 'Выплатить' }));

    await waitFor(() => expect(article).toHaveTextContent('Отправляется через банк: 5 000 ₽'));
    const [sent] = bankCalls(calls);
    expect(sent?.body).toEqual({ amount_kopecks: 500_000, idempotency_key: expect.any(String) });
    expect(card.queryByRole('button', { name: 'Выплатить через банк' })).toBeNull();
  });

  it('sends nothing when the admin answers «Отмена»', async () => {
    const { calls, card } = await openSeller(MARIA);
    const user = userEvent.setup();

    await user.click(card.getByRole('button', { name: 'Выплатить через банк' }));
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bankCalls(calls)).toHaveLength(0);
  });

  it('repeats a failed payout with the same key, so the bank pays it once', async () => {
    let failures = 1;
    const { calls, card, article } = await openSeller(MARIA, {
      'POST /api/admin/payouts/7012345678/bank': () =>
        failures-- > 0 ? json({ error: 'Банк сейчас не отвечает' }, 503) : json(SENT),
    });
    const user = userEvent.setup();
    const payOnce = async () => {
      await user.click(card.getByRole('button', { name: 'Выплатить через банк' }));
      await user.click(await screen.findByRole('button', { name: 'Выплатить' }));
    };

    await payOnce();
    expect(await card.findByRole('alert')).toHaveTextContent('Банк сейчас не отвечает');
    await payOnce();

    await waitFor(() => expect(bankCalls(calls)).toHaveLength(2));
    const [first, second] = bankCalls(calls) as { body: { idempotency_key: string } }[];
    expect(second?.body.idempotency_key).toBe(first?.body.idempotency_key);
    expect(article).not.toHaveTextContent('Банк сейчас не отвечает');
  });

  it('offers no bank payout to a seller without a card bound at the bank', async () => {
    const { card, article } = await openSeller({ ...MARIA, payout_card: null });

    expect(article).toHaveTextContent('Карта для выплат в банке не привязана');
    expect(card.queryByRole('button', { name: 'Выплатить через банк' })).toBeNull();
    expect(card.getByRole('button', { name: 'Записать выплату' })).toBeInTheDocument();
  });
});
