import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

const PAYMENT_INFO = { full_name: 'Иванова Мария Петровна', bank_card_number: '2200770239097761' };

describe('the seller’s balance under «Платёжная информация» (issue 15)', () => {
  it('shows what is owed, what is held and the payout history in rubles', async () => {
    stubSignedInApi('user', {
      'GET /api/users/42/payment-info': () => json(PAYMENT_INFO),
      'GET /api/my-balance': () =>
        json({
          owed_kopecks: 0,
          debt_kopecks: 0,
          held_kopecks: 650_000,
          paid_out_kopecks: 500_000,
          payouts: [
            {
              id: 1,
              seller_id: '42',
              amount_kopecks: 500_000,
              paid_on: '2026-11-23',
              reference: 'п/п 42',
              status_label: 'Выплачено продавцу',
              created_at: '2026-11-23T12:00:00.000Z',
            },
          ],
        }),
    });
    renderApp({ path: '/payment-info', launch: telegramLaunch() });

    const balance = await screen.findByRole('region', { name: 'Баланс' });
    expect(balance).toHaveTextContent('К выплате: 0 ₽');
    expect(balance).toHaveTextContent('Удерживается до получения букета: 6 500 ₽');
    expect(balance).toHaveTextContent('Всего выплачено: 5 000 ₽');
    expect(within(balance).getByRole('listitem')).toHaveTextContent(
      '23 ноября 2026 г. · 5 000 ₽ · п/п 42 · Выплачено продавцу',
    );
  });

  it('says «Выплат пока не было» before the first payout', async () => {
    stubSignedInApi('user', {
      'GET /api/users/42/payment-info': () => json(PAYMENT_INFO),
      'GET /api/my-balance': () =>
        json({
          owed_kopecks: 500_000,
          debt_kopecks: 0,
          held_kopecks: 0,
          paid_out_kopecks: 0,
          payouts: [],
        }),
    });
    renderApp({ path: '/payment-info', launch: telegramLaunch() });

    const balance = await screen.findByRole('region', { name: 'Баланс' });
    expect(balance).toHaveTextContent('К выплате: 5 000 ₽');
    expect(within(balance).getByText('Выплат пока не было')).toBeInTheDocument();
  });

  it('tells the seller of a debt left by a refund after a payout (issue 24)', async () => {
    stubSignedInApi('user', {
      'GET /api/users/42/payment-info': () => json(PAYMENT_INFO),
      'GET /api/my-balance': () =>
        json({
          owed_kopecks: 0,
          debt_kopecks: 500_000,
          held_kopecks: 0,
          paid_out_kopecks: 500_000,
          payouts: [],
        }),
    });
    renderApp({ path: '/payment-info', launch: telegramLaunch() });

    const balance = await screen.findByRole('region', { name: 'Баланс' });
    expect(balance).toHaveTextContent(
      'Ваш долг после возврата покупателю: 5 000 ₽. Удержим его из следующих выплат.',
    );
  });
});
