import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { makeSellerPage, REVIEW } from '../../test/tracking';

describe('the seller page /seller/{id} (issue 16)', () => {
  it('shows the name, average rating with count and delivered orders', async () => {
    stubSignedInApi('user', { 'GET /api/sellers/77': () => json(makeSellerPage()) });
    renderApp({ path: '/seller/77', launch: telegramLaunch() });

    expect(await screen.findByRole('heading', { name: 'Цветы у Оли' })).toBeInTheDocument();
    expect(screen.getByText('4,5 ★ · 2 отзыва')).toBeInTheDocument();
    expect(screen.getByText('15 заказов доставлено')).toBeInTheDocument();
  });

  it('lists the seller’s bouquets as catalogue cards', async () => {
    stubSignedInApi('user', {
      'GET /api/sellers/77': () =>
        json(makeSellerPage({ ads: [makeAd({ id: 5, title: 'Пионы' })] })),
    });
    renderApp({ path: '/seller/77', launch: telegramLaunch() });

    const ads = await screen.findByRole('region', { name: 'Букеты в продаже' });
    expect(within(ads).getByRole('article', { name: 'Пионы' })).toBeInTheDocument();
  });

  it('shows each review with its stars, author, text and date', async () => {
    stubSignedInApi('user', {
      'GET /api/sellers/77': () => json(makeSellerPage({ reviews: [REVIEW] })),
    });
    renderApp({ path: '/seller/77', launch: telegramLaunch() });

    const reviews = await screen.findByRole('region', { name: 'Отзывы' });
    expect(within(reviews).getByRole('img', { name: '4 звезды' })).toBeInTheDocument();
    expect(reviews).toHaveTextContent('Анна');
    expect(reviews).toHaveTextContent('Свежие розы');
    expect(reviews).toHaveTextContent('24.11.2026, 16:00 МСК');
  });

  it('says so when there are no bouquets or reviews', async () => {
    stubSignedInApi('user', {
      'GET /api/sellers/77': () =>
        json(makeSellerPage({ rating: { average: null, count: 0 }, delivered_orders: 1 })),
    });
    renderApp({ path: '/seller/77', launch: telegramLaunch() });

    expect(await screen.findByText('Пока нет отзывов')).toBeInTheDocument();
    expect(screen.getByText('1 заказ доставлен')).toBeInTheDocument();
    expect(screen.getByText('Сейчас у продавца нет букетов в продаже')).toBeInTheDocument();
    expect(screen.getByText('Отзывов пока нет')).toBeInTheDocument();
  });

  it('says «Продавец не найден» for an unknown seller', async () => {
    stubSignedInApi('user');
    renderApp({ path: '/seller/404', launch: telegramLaunch() });

    expect(await screen.findByRole('heading', { name: 'Продавец не найден' })).toBeInTheDocument();
  });

  it('offers «Повторить» when loading fails', async () => {
    stubSignedInApi('user', { 'GET /api/sellers/77': () => json({ error: 'Сбой' }, 500) });
    renderApp({ path: '/seller/77', launch: telegramLaunch() });

    expect(await screen.findByText('Не удалось загрузить страницу продавца')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
