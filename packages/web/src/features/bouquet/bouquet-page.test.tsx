import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { FakeSocket } from '../../test/fake-socket';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { makeSellerPage } from '../../test/tracking';
import { cataloguePage } from '../../test/search';
import { leaveAppFor } from '../../lib/leave-app';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const AD = makeAd({
  id: 12,
  title: 'Пионы «Сара Бернар»',
  description: 'Девять розовых пионов',
  price: 6500,
  user_id: '77',
  photos: [
    { card: '/media/a-480.webp', gallery: '/media/a-1280.webp' },
    { card: '/media/b-480.webp', gallery: '/media/b-1280.webp' },
  ],
});

function openBouquet(handlers: ApiHandlers = {}) {
  stubSignedInApi('user', {
    'GET /api/ads/12': () => json(AD),
    'GET /api/sellers/77': () => json(makeSellerPage()),
    'GET /api/ads/search': () => cataloguePage([]),
    ...handlers,
  });
  return renderApp({ path: '/ad/12', launch: telegramLaunch() });
}

// Telegram's MainButton; outside Telegram the app draws it at the bottom of the page.
const orderButton = () => screen.queryByRole('button', { name: /^Заказать за/ });

describe('the bouquet page /ad/{id} (issue 16)', () => {
  it('shows the title, the buyer’s price, the description and the countdown', async () => {
    openBouquet();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Пионы «Сара Бернар»' }),
    ).toBeInTheDocument();
    expect(screen.getByText('6 500 ₽')).toBeInTheDocument();
    expect(screen.getByText('Девять розовых пионов')).toBeInTheDocument();
    expect(screen.getByText('Осталось до удаления:')).toBeInTheDocument();
  });

  it('shows every photo and opens the gallery on the tapped one', async () => {
    openBouquet();

    const photos = await screen.findByRole('region', { name: 'Фото букета' });
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
    await userEvent.click(
      within(photos).getAllByRole('button', { name: 'Открыть фото: Пионы «Сара Бернар»' })[1]!,
    );

    const gallery = screen.getByRole('dialog', { name: 'Пионы «Сара Бернар»' });
    expect(within(gallery).getByRole('img', { name: /фото 2 из 2$/ })).toBeInTheDocument();
  });

  it('links the seller with their rating and delivered orders', async () => {
    openBouquet();

    const seller = await screen.findByRole('link', { name: /Цветы у Оли/ });
    expect(seller).toHaveAttribute('href', '/seller/77');
    expect(seller).toHaveTextContent('4,5 ★ · 2 отзыва · 15 заказов доставлено');
  });

  it('orders with the MainButton «Заказать за 6 500 ₽», which opens the checkout', async () => {
    const { router } = openBouquet();

    await screen.findByRole('heading', { level: 1, name: 'Пионы «Сара Бернар»' });
    expect(orderButton()).toHaveTextContent('Заказать за 6 500 ₽');
    await userEvent.click(orderButton()!);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/order/12');
    });
  });

  it.each(['edit_pending', 'delete_pending'])(
    'offers «Заказать за 6 500 ₽» on a bouquet in %s (spec §6)',
    async (status) => {
      openBouquet({ 'GET /api/ads/12': () => json({ ...AD, status }) });

      await screen.findByRole('heading', { level: 1, name: 'Пионы «Сара Бернар»' });
      expect(orderButton()).toHaveTextContent('Заказать за 6 500 ₽');
      expect(screen.queryByText('Этот букет сейчас нельзя заказать')).toBeNull();
    },
  );

  it('adds the bouquet to favourites', async () => {
    const favorites: number[] = [];
    const calls = stubSignedInApi('user', {
      'GET /api/ads/12': () => json(AD),
      'GET /api/sellers/77': () => json(makeSellerPage()),
      'GET /api/favorites/42': () => json(favorites),
      'POST /api/favorites': () => {
        favorites.push(12);
        return json({ ok: true });
      },
    });
    renderApp({ path: '/ad/12', launch: telegramLaunch() });

    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в избранное' }));

    expect(await screen.findByRole('button', { name: 'Убрать из избранного' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/favorites')?.body).toEqual({
      user_id: '42',
      ad_id: 12,
    });
  });

  it('does not offer the seller their own bouquet, saying why', async () => {
    openBouquet({ 'GET /api/ads/12': () => json({ ...AD, user_id: '42' }) });

    expect(await screen.findByText('Нельзя заказать собственный букет')).toBeInTheDocument();
    expect(orderButton()).not.toBeInTheDocument();
  });

  it('says a reserved bouquet is taken and leads back to the catalogue', async () => {
    openBouquet({ 'GET /api/ads/12': () => json({ ...AD, status: 'reserved' }) });

    expect(await screen.findByText(/Этот букет уже заказали/)).toBeInTheDocument();
    expect(orderButton()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/');
  });

  it('says when a bouquet waiting for someone’s payment may be free again', async () => {
    openBouquet({
      'GET /api/ads/12': () =>
        json({ ...AD, status: 'reserved', reserved_until: '2026-11-24T11:35:00.000Z' }),
    });

    expect(
      await screen.findByText(
        'Букет ждёт оплаты. Если заказ не оплатят, букет снова станет доступен в 14:35 МСК.',
      ),
    ).toBeInTheDocument();
  });

  it('offers «Оплатить» on a bouquet her own unpaid order holds, resuming that payment (issue 40)', async () => {
    const payUntil = new Date(Date.now() + 10 * 60_000).toISOString();
    const calls = stubSignedInApi('user', {
      'GET /api/ads/12': () =>
        json({ ...AD, status: 'reserved', your_hold: { order_id: 5, pay_until: payUntil } }),
      'GET /api/sellers/77': () => json(makeSellerPage()),
      'GET /api/ads/search': () => cataloguePage([]),
      'POST /api/orders/5/payment': () => json({ paymentUrl: 'https://pay.example/5' }),
    });
    renderApp({ path: '/ad/12', launch: telegramLaunch() });

    const pay = await screen.findByRole('button', { name: /^Оплатить/ });
    expect(pay).toHaveTextContent('Оплатить 6 500 ₽');
    expect(screen.queryByText(/Этот букет уже заказали/)).toBeNull();
    expect(screen.getByText(/^Букет ждёт вашей оплаты до/)).toBeInTheDocument();
    await userEvent.click(pay);
    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/5');
    });
    expect(calls.some((call) => call.path === '/api/orders/5/payment')).toBe(true);
  });

  it('says the bouquet is taken once her own hold has lapsed', async () => {
    const lapsed = new Date(Date.now() - 1000).toISOString();
    openBouquet({
      'GET /api/ads/12': () =>
        json({ ...AD, status: 'reserved', your_hold: { order_id: 5, pay_until: lapsed } }),
    });

    expect(await screen.findByText(/Этот букет уже заказали/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).toBeNull();
  });

  it('says the bouquet is taken as soon as someone else reserves it', async () => {
    let status = 'new';
    openBouquet({ 'GET /api/ads/12': () => json({ ...AD, status }) });
    await screen.findByRole('heading', { level: 1, name: 'Пионы «Сара Бернар»' });
    expect(orderButton()).toBeInTheDocument();

    status = 'reserved';
    act(() => {
      FakeSocket.last().receive('ad_status_changed', {
        adId: 12,
        newStatus: 'reserved',
        oldStatus: 'new',
      });
    });

    expect(await screen.findByText(/Этот букет уже заказали/)).toBeInTheDocument();
    expect(orderButton()).not.toBeInTheDocument();
  });

  it('says «Объявление не найдено» for a bouquet that is gone, with a way to the catalogue', async () => {
    openBouquet({ 'GET /api/ads/12': () => json({ error: 'Объявление не найдено' }, 404) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Объявление не найдено' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/');
  });

  it('offers «Повторить» after a failed load and shows the bouquet once it loads', async () => {
    let fail = true;
    openBouquet({
      'GET /api/ads/12': () => (fail ? json({ error: 'Сбой' }, 500) : json(AD)),
    });

    const retry = await screen.findByRole('button', { name: 'Повторить' });
    expect(screen.getByText('Не удалось загрузить букет')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Пионы «Сара Бернар»' }),
    ).toBeInTheDocument();
  });
});
