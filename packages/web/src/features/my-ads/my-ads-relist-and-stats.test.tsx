import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Ad } from '@flowers/domain';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { MyAdsPage } from './my-ads-page';

const COUNTS = { all: 0, active: 0, moderation: 0, archive: 0 };
const page = (ads: Ad[]) => () =>
  json({ ads, next_cursor: null, counts: { ...COUNTS, all: ads.length, archive: ads.length } });

function card(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

describe('«Мои объявления»: relisting, trust and stats (issue 29)', () => {
  it('shows each bouquet’s views, favourites and orders', async () => {
    stubApi({
      'GET /api/my-ads/page': page([
        anAd({ id: 1, title: 'Розы', stats: { views: 12, favorites: 3, orders: 1 } }),
      ]),
    });
    renderScreen(<MyAdsPage />, { route: '/myads' });
    await screen.findByRole('heading', { name: 'Розы' });
    expect(card('Розы').getByText('12 просмотров')).toBeInTheDocument();
    expect(card('Розы').getByText('3 в избранном')).toBeInTheDocument();
    expect(card('Розы').getByText('1 заказ')).toBeInTheDocument();
  });

  it('offers «Исправить и отправить снова» on a rejected bouquet, under the moderator’s reason (issue 40)', async () => {
    stubApi({
      'GET /api/my-ads/page': page([
        anAd({ id: 6, title: 'Тюльпаны', status: 'cancel', reject_reason: 'Размытое фото' }),
        anAd({ id: 8, title: 'Ромашки', status: 'new' }),
      ]),
    });
    renderScreen(<MyAdsPage />, { route: '/myads' });
    await screen.findByRole('heading', { name: 'Тюльпаны' });

    expect(card('Тюльпаны').getByText('Причина отклонения: Размытое фото')).toBeInTheDocument();
    expect(
      card('Тюльпаны').getByRole('link', { name: 'Исправить и отправить снова' }),
    ).toHaveAttribute('href', '/edit-ad/6');
    expect(card('Ромашки').queryByRole('link', { name: 'Исправить и отправить снова' })).toBeNull();
  });

  it('posts an expired bouquet again with «Выставить снова»', async () => {
    let relisted = false;
    const calls = stubApi({
      'GET /api/my-ads/page': () =>
        page([
          anAd({ id: 5, title: 'Пионы', status: 'expired', ...(relisted && { relisted_as: 9 }) }),
        ])(),
      'POST /api/ads/5/relist': () => {
        relisted = true;
        return json(anAd({ id: 9, title: 'Пионы', status: 'wait_moder' }));
      },
    });
    renderScreen(<MyAdsPage />, { route: '/myads' });
    await screen.findByRole('heading', { name: 'Пионы' });

    await userEvent.click(card('Пионы').getByRole('button', { name: 'Выставить снова' }));

    expect(await screen.findByText('Объявление отправлено на модерацию')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(card('Пионы').getByText('Выставлено снова')).toBeInTheDocument());
    expect(card('Пионы').getByRole('link', { name: 'Открыть новое объявление' })).toHaveAttribute(
      'href',
      '/ad/9',
    );
  });

  it('offers no «Выставить снова» on a bouquet still on sale', async () => {
    stubApi({ 'GET /api/my-ads/page': page([anAd({ id: 1, title: 'Розы', status: 'new' })]) });
    renderScreen(<MyAdsPage />, { route: '/myads' });
    await screen.findByRole('heading', { name: 'Розы' });
    expect(card('Розы').queryByRole('button', { name: 'Выставить снова' })).toBeNull();
  });

  it('tells a trusted seller «Проверенный продавец»', async () => {
    stubApi({
      'GET /api/my-ads/page': page([anAd({ id: 1, title: 'Розы', seller_trusted: true })]),
    });
    renderScreen(<MyAdsPage />, { route: '/myads' });
    expect(await screen.findByText('Проверенный продавец')).toBeInTheDocument();
    expect(screen.getByText('Ваши новые объявления публикуются без модерации')).toBeInTheDocument();
  });
});
