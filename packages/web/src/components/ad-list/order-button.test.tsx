import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { makeAd, makeOrder } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { catalogueOrSearch, cataloguePage, searchPages } from '../../test/search';
import { stubSignedInApi } from '../../test/signed-in-api';
import { makeSellerPage } from '../../test/tracking';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const LILIES = makeAd({ id: 3, title: 'Лилии', status: 'reserved', price: 4200 });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const herHold = (payUntil = minutesFromNow(10)) =>
  json([makeOrder({ id: 5, ad_id: 3, status: 'created', pay_until: payUntil })]);

async function lilies(): Promise<HTMLElement> {
  return screen.findByRole('article', { name: 'Лилии' });
}

describe('a card of a bouquet the buyer holds herself (issue 40)', () => {
  it('offers «Оплатить» on the catalogue card and resumes her payment on it', async () => {
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([LILIES]),
      'GET /api/my-orders': () => herHold(),
      'POST /api/orders/5/payment': () => json({ paymentUrl: 'https://pay.example/5' }),
    });
    renderApp({ launch: telegramLaunch() });

    const card = await lilies();
    const pay = await within(card).findByRole('button', { name: 'Оплатить' });
    expect(within(card).getByText(/^Ваш резерв до \d\d:\d\d/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Зарезервировано' })).toBeNull();
    await userEvent.click(pay);
    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/5');
    });
    expect(calls.some((call) => call.path === '/api/orders/5/payment')).toBe(true);
  });

  it('reads her orders once for all the reserved cards on the screen', async () => {
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': () =>
        cataloguePage([LILIES, makeAd({ id: 4, title: 'Розы', status: 'reserved' })]),
      'GET /api/my-orders': () => herHold(),
    });
    renderApp({ launch: telegramLaunch() });

    expect(await within(await lilies()).findByRole('button', { name: 'Оплатить' })).toBeEnabled();
    const roses = screen.getByRole('article', { name: 'Розы' });
    expect(within(roses).getByRole('button', { name: 'Зарезервировано' })).toBeDisabled();
    expect(calls.filter((call) => call.path === '/api/my-orders')).toHaveLength(1);
  });

  it('leaves «Зарезервировано» to a buyer whose orders do not hold it', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([LILIES]),
      'GET /api/my-orders': () => json([makeOrder({ id: 6, ad_id: 9, status: 'created' })]),
    });
    renderApp({ launch: telegramLaunch() });

    const card = await lilies();
    await waitFor(() => {
      expect(within(card).getByRole('button', { name: 'Зарезервировано' })).toBeDisabled();
    });
    expect(within(card).queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('says «Зарезервировано» once her payment window has closed', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([LILIES]),
      'GET /api/my-orders': () => herHold(new Date(Date.now() - 1000).toISOString()),
    });
    renderApp({ launch: telegramLaunch() });

    const card = await lilies();
    expect(await within(card).findByRole('button', { name: 'Зарезервировано' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('offers «Оплатить» on her hold among search results', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': catalogueOrSearch(() => cataloguePage([]), searchPages([[LILIES]])),
      'GET /api/my-orders': () => herHold(),
    });
    renderApp({ path: '/?q=лилии', launch: telegramLaunch() });

    expect(await within(await lilies()).findByRole('button', { name: 'Оплатить' })).toBeEnabled();
  });

  it('offers «Оплатить» on her hold among her favourites', async () => {
    stubSignedInApi('user', {
      'GET /api/favorites/42/ads': () => json({ ads: [LILIES], next_cursor: null }),
      'GET /api/favorites/42': () => json([3]),
      'GET /api/my-orders': () => herHold(),
    });
    renderApp({ path: '/favorites', launch: telegramLaunch() });

    expect(await within(await lilies()).findByRole('button', { name: 'Оплатить' })).toBeEnabled();
  });

  it('offers «Оплатить» on her hold on the seller’s page', async () => {
    stubSignedInApi('user', {
      'GET /api/sellers/77': () => json(makeSellerPage({ ads: [LILIES] })),
      'GET /api/my-orders': () => herHold(),
    });
    renderApp({ path: '/seller/77', launch: telegramLaunch() });

    expect(await within(await lilies()).findByRole('button', { name: 'Оплатить' })).toBeEnabled();
  });
});
