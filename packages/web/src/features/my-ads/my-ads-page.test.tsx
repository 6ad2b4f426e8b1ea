import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AD_PAGE_ADS, MY_AD_GROUPS, myAdGroupOf } from '@flowers/domain';
import type { Ad, AdStatus, MyAdGroup } from '@flowers/domain';
import { json, stubApi } from '../../test/fake-api';
import type { ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { MyAdsPage } from './my-ads-page';

const ADS = [
  anAd({ id: 1, title: 'Розы', status: 'new' }),
  anAd({ id: 2, title: 'Тюльпаны', status: 'wait_moder' }),
  anAd({ id: 3, title: 'Пионы', status: 'edit_pending' }),
];

/** GET /api/my-ads/page over `ads`: one tab, AD_PAGE_ADS a page; page n's cursor is `page-n`. */
function myAdPages(ads: readonly Ad[]) {
  return (call: ApiCall) => {
    const group = (call.query.get('group') ?? 'all') as MyAdGroup;
    const inTab = ads.filter(
      (ad) => group === 'all' || myAdGroupOf(ad.status as AdStatus) === group,
    );
    const index = Number(call.query.get('cursor')?.replace('page-', '') ?? 0);
    const from = index * AD_PAGE_ADS;
    const counts = Object.fromEntries(
      MY_AD_GROUPS.map((tab) => [
        tab,
        ads.filter((ad) => tab === 'all' || myAdGroupOf(ad.status as AdStatus) === tab).length,
      ]),
    );
    return json({
      ads: inTab.slice(from, from + AD_PAGE_ADS),
      next_cursor: from + AD_PAGE_ADS < inTab.length ? `page-${String(index + 1)}` : null,
      counts,
    });
  };
}

function card(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

describe('my ads', () => {
  it('shows each ad with its price and status label', async () => {
    stubApi({ 'GET /api/my-ads/page': myAdPages(ADS) });
    renderScreen(<MyAdsPage />, { route: '/myads' });

    expect(await screen.findByRole('heading', { name: 'Розы' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Розы' })).toHaveTextContent(
      'Статус: Объявление создано',
    );
    expect(card('Розы').getByText(/6\s500\s₽/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Тюльпаны' })).toHaveTextContent(
      'Статус: ОЖИДАЕТ МОДЕРАЦИИ',
    );
  });

  it('offers edit and «Запрос на удаление» only where the status allows', async () => {
    stubApi({ 'GET /api/my-ads/page': myAdPages(ADS) });
    renderScreen(<MyAdsPage />, { route: '/myads' });
    await screen.findByRole('heading', { name: 'Розы' });

    expect(card('Розы').getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      '/edit-ad/1',
    );
    expect(card('Розы').getByRole('button', { name: 'Запрос на удаление' })).toBeEnabled();
    expect(card('Тюльпаны').queryByRole('button', { name: 'Запрос на удаление' })).toBeNull();
    expect(card('Тюльпаны').queryByRole('link', { name: 'Редактировать' })).toBeNull();
    expect(card('Пионы').getByRole('button', { name: 'Запрос на удаление' })).toBeDisabled();
    expect(card('Пионы').getByText('Заявка на модерации: дождитесь решения')).toBeInTheDocument();
  });

  it('shows «У вас пока нет объявлений» when there are none', async () => {
    stubApi({ 'GET /api/my-ads/page': myAdPages([]) });
    renderScreen(<MyAdsPage />, { route: '/myads' });
    expect(await screen.findByText('У вас пока нет объявлений')).toBeInTheDocument();
  });

  it('offers «Разместить объявление» when there are none', async () => {
    stubApi({ 'GET /api/my-ads/page': myAdPages([]) });
    renderScreen(<MyAdsPage />, { route: '/myads' });

    expect(await screen.findByRole('link', { name: 'Разместить объявление' })).toHaveAttribute(
      'href',
      '/add',
    );
  });

  // Issue 13 replaces spec §8's silent empty list: an empty list would tell a seller with ads
  // that they have none.
  it('logs a loading failure and offers «Повторить»', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    stubApi({
      'GET /api/my-ads/page': (call) =>
        fail ? json({ error: 'Сбой' }, 500) : myAdPages(ADS)(call),
    });
    renderScreen(<MyAdsPage />, { route: '/myads' });

    expect(await screen.findByText('Не удалось загрузить ваши объявления')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Розы' })).toBeInTheDocument();
  });

  it('sorts the ads under status tabs with their counts', async () => {
    stubApi({ 'GET /api/my-ads/page': myAdPages(ADS) });
    renderScreen(<MyAdsPage />, { route: '/myads' });
    await screen.findByRole('heading', { name: 'Розы' });

    await userEvent.click(screen.getByRole('tab', { name: 'На проверке 2' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Розы' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Тюльпаны' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Пионы' })).toBeInTheDocument();
  });

  it('asks about the named ad before sending the delete request', async () => {
    const calls = stubApi({
      'GET /api/my-ads/page': myAdPages(ADS),
      'POST /api/ads/1/delete-request': () => json({ ok: true }),
    });
    const user = userEvent.setup();
    renderScreen(<MyAdsPage />, { route: '/myads' });
    await screen.findByRole('heading', { name: 'Розы' });

    await user.click(card('Розы').getByRole('button', { name: 'Запрос на удаление' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить объявление «Розы»?' });
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Запрос на удаление отправлен модератору')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/ads/1/delete-request')).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the moderator’s reason under a rejected ad', async () => {
    stubApi({
      'GET /api/my-ads/page': myAdPages([
        anAd({ id: 4, title: 'Лилии', status: 'cancel', reject_reason: 'Фото не букета' }),
      ]),
    });
    renderScreen(<MyAdsPage />, { route: '/myads' });

    await screen.findByRole('heading', { name: 'Лилии' });
    expect(screen.getByRole('article', { name: 'Лилии' })).toHaveTextContent(
      'Статус: Отклонено администрацией',
    );
    expect(card('Лилии').getByText('Причина отклонения: Фото не букета')).toBeInTheDocument();
  });

  it('shows no reason on ads that were not rejected', async () => {
    stubApi({
      'GET /api/my-ads/page': myAdPages([anAd({ title: 'Розы', reject_reason: null })]),
    });
    renderScreen(<MyAdsPage />, { route: '/myads' });

    await screen.findByRole('heading', { name: 'Розы' });
    expect(card('Розы').queryByText(/Причина отклонения/)).toBeNull();
  });

  it('reads a long tab a page at a time, the next on «Показать ещё»', async () => {
    const many = Array.from({ length: AD_PAGE_ADS + 2 }, (_, index) =>
      anAd({ id: 100 + index, title: `Букет ${String(index + 1)}`, status: 'new' }),
    );
    const calls = stubApi({ 'GET /api/my-ads/page': myAdPages(many) });
    renderScreen(<MyAdsPage />, { route: '/myads' });

    expect(
      await screen.findByRole('heading', { name: `Букет ${String(AD_PAGE_ADS)}` }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: `Букет ${String(AD_PAGE_ADS + 1)}` })).toBeNull();
    expect(screen.getByRole('tab', { name: `Все ${String(AD_PAGE_ADS + 2)}` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(
      await screen.findByRole('heading', { name: `Букет ${String(AD_PAGE_ADS + 2)}` }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.query.toString())).toEqual([
      'group=all',
      'group=all&cursor=page-1',
    ]);
  });
});
