import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const BANK_PAGE =
  'http://127.0.0.1/tbank-emulator/e2c/add-card/5d1e2f7a-0000-4000-8000-000000000001';

function open(path: string, handlers: ApiHandlers) {
  const calls = stubSignedInApi('user', {
    'GET /api/users/42/payment-info': () => json({ full_name: null, bank_card_number: null }),
    'GET /api/my-balance': () =>
      json({ owed_kopecks: 0, debt_kopecks: 0, held_kopecks: 0, paid_out_kopecks: 0, payouts: [] }),
    ...handlers,
  });
  renderApp({ path, launch: telegramLaunch() });
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Карта для выплат' });

describe('the card for payouts, bound at the bank («Платёжная информация», issue 24)', () => {
  beforeEach(() => vi.mocked(leaveAppFor).mockClear());

  it('sends the seller to the bank’s own page on «Привязать карту в банке»', async () => {
    const calls = open('/payment-info', {
      'GET /api/my-payout-card': () => json({ state: 'none', pan: null }),
      'POST /api/my-payout-card/binding': () => json({ payment_url: BANK_PAGE }),
    });
    expect(await within(await section()).findByText('Карта не привязана')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Привязать карту в банке' }));

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(BANK_PAGE));
    expect(calls.filter((call) => call.path === '/api/my-payout-card/binding')).toHaveLength(1);
  });

  it('asks the bank for the card on the way back and shows its masked number', async () => {
    const calls = open('/payment-info?card=bound', {
      'GET /api/my-payout-card': () => json({ state: 'pending', pan: null }),
      'POST /api/my-payout-card/refresh': () => json({ state: 'bound', pan: '220077******7761' }),
    });

    expect(
      await screen.findByText('Выплаты приходят на карту 220077******7761'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Привязать другую карту' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/my-payout-card/refresh')).toHaveLength(1);
  });

  it('lets the seller check a binding the bank has not confirmed yet', async () => {
    let bound = false;
    open('/payment-info', {
      'GET /api/my-payout-card': () => json({ state: 'pending', pan: null }),
      'POST /api/my-payout-card/refresh': () => {
        bound = true;
        return json({ state: 'bound', pan: '220077******7761' });
      },
    });
    expect(await screen.findByText(/Банк ещё не сообщил о привязке/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Проверить привязку' }));

    expect(
      await screen.findByText('Выплаты приходят на карту 220077******7761'),
    ).toBeInTheDocument();
    expect(bound).toBe(true);
  });

  it('says so when the bank does not answer', async () => {
    open('/payment-info', {
      'GET /api/my-payout-card': () => json({ state: 'none', pan: null }),
      'POST /api/my-payout-card/binding': () =>
        json({ error: 'Банк сейчас не отвечает. Попробуйте через минуту' }, 503),
    });
    await section();

    await userEvent.click(screen.getByRole('button', { name: 'Привязать карту в банке' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Банк сейчас не отвечает. Попробуйте через минуту',
    );
    expect(leaveAppFor).not.toHaveBeenCalled();
  });
});
