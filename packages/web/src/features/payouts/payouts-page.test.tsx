import type { SellerOwed } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
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
  payout_card: null,
};

async function openSeller() {
  renderApp({ path: '/payouts', launch: telegramLaunch() });
  return screen.findByRole('article', { name: 'Продавец Иванова Мария Петровна' });
}

describe('«Выплаты» (issue 15)', () => {
  it('shows what the seller is owed in rubles and the masked card', async () => {
    stubSignedInApi('admin', { 'GET /api/admin/payouts': () => json([MARIA]) });
    const card = await openSeller();

    expect(screen.getByRole('heading', { name: 'Выплаты' })).toBeInTheDocument();
    expect(card).toHaveTextContent('К выплате: 5 000 ₽');
    expect(card).toHaveTextContent('Карта: •••• •••• •••• 7761');
  });

  it('shows a seller’s debt after a refund of money already paid out (issue 24)', async () => {
    stubSignedInApi('admin', {
      'GET /api/admin/payouts': () => json([{ ...MARIA, owed_kopecks: 0, debt_kopecks: 500_000 }]),
    });
    const card = await openSeller();

    expect(card).toHaveTextContent(
      'Долг продавца после возврата: 5 000 ₽ — удержится из следующих сделок',
    );
  });

  it('totals the payouts on their way through the bank as «В пути» (issue 24)', async () => {
    stubSignedInApi('admin', {
      'GET /api/admin/payouts': () =>
        json([
          { ...MARIA, in_transit_kopecks: 500_000 },
          {
            ...MARIA,
            seller_id: '7012345679',
            full_name: 'Петрова Анна',
            in_transit_kopecks: 12_345,
          },
        ]),
    });
    await openSeller();

    expect(screen.getByText('В пути: 5 123,45 ₽')).toBeInTheDocument();
  });

  it('shows no «В пути» total while nothing is on its way', async () => {
    stubSignedInApi('admin', { 'GET /api/admin/payouts': () => json([MARIA]) });
    await openSeller();

    expect(screen.queryByText(/^В пути/)).not.toBeInTheDocument();
  });

  it('reveals the full card number on «Показать номер»', async () => {
    const calls = stubSignedInApi('admin', {
      'GET /api/admin/payouts': () => json([MARIA]),
      'POST /api/admin/payouts/7012345678/card': () => json({ card_number: '2200770239097761' }),
    });
    const card = await openSeller();

    await userEvent.click(within(card).getByRole('button', { name: 'Показать номер' }));

    expect(await within(card).findByText('Карта: 2200770239097761')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/card'))).toHaveLength(1);
  });

  it('records a payout with amount in kopecks, date and reference', async () => {
    let paid = false;
    const calls = stubSignedInApi('admin', {
      'GET /api/admin/payouts': () =>
        json([paid ? { ...MARIA, owed_kopecks: 0, paid_out_kopecks: 500_000 } : MARIA]),
      'POST /api/admin/payouts/7012345678': () => {
        paid = true;
        return json({
          id: 1,
          seller_id: '7012345678',
          amount_kopecks: 500_000,
          paid_on: '2026-11-23',
          reference: 'п/п 42',
          status_label: 'Выплачено продавцу',
          created_at: '2026-11-23T12:00:00.000Z',
        });
      },
    });
    const user = userEvent.setup();
    const card = await openSeller();

    await user.click(within(card).getByRole('button', { name: 'Записать выплату' }));
    expect(within(card).getByLabelText('Сумма, ₽')).toHaveValue('5000');
    await user.clear(within(card).getByLabelText('Дата выплаты'));
    await user.type(within(card).getByLabelText('Дата выплаты'), '2026-11-23');
    await user.type(within(card).getByLabelText('Номер платёжного поручения'), 'п/п 42');
    await user.click(within(card).getByRole('button', { name: 'Сохранить выплату' }));

    await waitFor(() => expect(card).toHaveTextContent('К выплате: 0 ₽'));
    expect(calls.find((call) => call.path === '/api/admin/payouts/7012345678')?.body).toEqual({
      amount_kopecks: 500_000,
      paid_on: '2026-11-23',
      reference: 'п/п 42',
    });
  });

  it('refuses a payout above the debt without sending it, keeping the form', async () => {
    const calls = stubSignedInApi('admin', { 'GET /api/admin/payouts': () => json([MARIA]) });
    const user = userEvent.setup();
    const card = await openSeller();

    await user.click(within(card).getByRole('button', { name: 'Записать выплату' }));
    await user.clear(within(card).getByLabelText('Сумма, ₽'));
    await user.type(within(card).getByLabelText('Сумма, ₽'), '5000,01');
    await user.type(within(card).getByLabelText('Номер платёжного поручения'), 'п/п 42');
    await user.click(within(card).getByRole('button', { name: 'Сохранить выплату' }));

    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Сумма выплаты: больше нуля и не больше долга продавцу',
    );
    expect(within(card).getByLabelText('Номер платёжного поручения')).toHaveValue('п/п 42');
    expect(calls.some((call) => call.path === '/api/admin/payouts/7012345678')).toBe(false);
  });

  it('downloads the CSV register with the signed-in header', async () => {
    const createObjectURL = vi.fn(() => 'blob:register');
    // jsdom cannot follow a download link; the browser's part is the click itself.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = stubSignedInApi('admin', {
      'GET /api/admin/payouts': () => json([MARIA]),
      'GET /api/admin/payouts/register.csv': () =>
        new Response('"Telegram id";"Получатель"\r\n', {
          headers: { 'content-type': 'text/csv' },
        }),
    });
    await openSeller();

    await userEvent.click(screen.getByRole('button', { name: 'Скачать реестр (CSV)' }));

    await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    expect(click.mock.contexts[0]).toMatchObject({ download: 'payouts.csv' });
    expect(
      calls
        .find((call) => call.path === '/api/admin/payouts/register.csv')
        ?.headers.get('x-initdata'),
    ).toBeTruthy();
  });

  it('is closed to a moderator', async () => {
    const calls = stubSignedInApi('moderator', { 'GET /api/admin/payouts': () => json([MARIA]) });
    renderApp({ path: '/payouts', launch: telegramLaunch() });

    await waitFor(() => expect(screen.queryByText(/Загрузка/)).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Выплаты' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/admin/payouts')).toBe(false);
  });
});
