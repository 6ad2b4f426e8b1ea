import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { publicConfig, telegramLaunch, TELEGRAM_INIT_DATA } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage } from '../../test/search';

const ADS = [makeAd({ id: 7, title: 'Розы', price: 6500 }), makeAd({ id: 8, title: 'Пионы' })];
const BOT = { username: 'flowers_bot', appShortName: 'shop' };

function stubCatalog(bot: typeof BOT | null = null) {
  return stubSignedInApi('user', {
    'GET /api/public-config': () => json({ ...publicConfig(false), bot }),
    'GET /api/ads/search': () => cataloguePage(ADS),
    'GET /api/ads/7': () => json(ADS[0]),
    'GET /api/ads/99': () => json({ error: 'Объявление не найдено' }, 404),
  });
}

describe('deep links into the app', () => {
  it('opens the bouquet a shared link (startapp=ad_<id>) names on its own page', async () => {
    stubCatalog();
    const { router } = renderApp({ launch: telegramLaunch(TELEGRAM_INIT_DATA, 'ad_7') });

    await waitFor(() => expect(router.state.location.pathname).toBe('/ad/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Розы' })).toBeInTheDocument();
  });

  it('says a linked bouquet that is gone is gone, with «В каталог»', async () => {
    stubCatalog();
    renderApp({ launch: telegramLaunch(TELEGRAM_INIT_DATA, 'ad_99') });

    expect(await screen.findByText('Объявление не найдено')).toBeVisible();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/');
  });

  it('fetches a linked bouquet beyond the pages read alone, and shows it outlined above them', async () => {
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': () => json({ ads: ADS, next_cursor: 'page-1', corrected_q: null }),
      'GET /api/ads/30': () => json(makeAd({ id: 30, title: 'Лилии' })),
    });
    renderApp({ path: '/catalog?ad=30', launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Лилии', current: true });
    await waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByRole('article', { name: 'Розы' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/ads/search')).toHaveLength(1);
  });

  it('says the linked ad is no longer available when it is there but out of the catalogue', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage(ADS),
      'GET /api/ads/30': () => json(makeAd({ id: 30, title: 'Лилии', status: 'completed' })),
    });
    renderApp({ path: '/catalog?ad=30', launch: telegramLaunch() });

    expect(await screen.findByText(/^Объявление по ссылке больше недоступно/)).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Лилии' })).toBeNull();
  });

  it('opens the screen a message’s link names, e.g. «Мои объявления»', async () => {
    stubSignedInApi('user', { 'GET /api/my-ads': () => json([]) });
    const { router } = renderApp({ launch: telegramLaunch(TELEGRAM_INIT_DATA, 'myads') });

    await waitFor(() => expect(router.state.location.pathname).toBe('/myads'));
  });

  it('opens the linked screen once: a reload of the same launch stays where the user went', async () => {
    stubCatalog();
    const first = renderApp({ launch: telegramLaunch(TELEGRAM_INIT_DATA, 'ad_7') });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/ad/7'));
    first.unmount();

    const again = renderApp({
      path: '/favorites',
      launch: telegramLaunch(TELEGRAM_INIT_DATA, 'ad_7'),
    });

    expect(await screen.findByRole('heading', { name: 'ИЗБРАННОЕ' })).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/favorites');
  });

  it('ignores a start parameter the app did not write', async () => {
    stubCatalog();
    const { router } = renderApp({ launch: telegramLaunch(TELEGRAM_INIT_DATA, 'ad_7;drop') });

    await screen.findByRole('article', { name: 'Розы' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('sharing an ad', () => {
  it('shares a t.me link that opens the app on the ad', async () => {
    stubCatalog(BOT);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Розы' });
    await userEvent.click(within(card).getByRole('button', { name: 'Поделиться' }));

    const shared = new URL(String(open.mock.calls[0]?.[0]));
    expect(shared.origin + shared.pathname).toBe('https://t.me/share/url');
    expect(shared.searchParams.get('url')).toBe('https://t.me/flowers_bot/shop?startapp=ad_7');
    expect(shared.searchParams.get('text')).toMatch(/^Розы — 6\s500\s₽$/);
  });

  it('offers no sharing while the bot’s link is unknown', async () => {
    stubCatalog(null);
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Розы' });
    expect(within(card).queryByRole('button', { name: 'Поделиться' })).toBeNull();
  });
});
