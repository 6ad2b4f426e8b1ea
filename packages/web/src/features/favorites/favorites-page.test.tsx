import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

const ROSES = makeAd({ id: 1, title: 'Розы' });
const PEONIES = makeAd({ id: 2, title: 'Пионы' });
const favoriteAds =
  (ads: unknown[], next: string | null = null) =>
  () =>
    json({ ads, next_cursor: next });

describe('favourites (spec §2)', () => {
  it('shows «ИЗБРАННОЕ» with only the favourited ads', async () => {
    stubSignedInApi('user', {
      'GET /api/favorites/42/ads': favoriteAds([PEONIES]),
      'GET /api/favorites/42': () => json([2]),
    });
    renderApp({ path: '/favorites', launch: telegramLaunch() });

    expect(await screen.findByRole('heading', { name: 'ИЗБРАННОЕ' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Розы' })).not.toBeInTheDocument();
  });

  it('says «В избранном пока пусто» without favourites', async () => {
    stubSignedInApi('user', { 'GET /api/favorites/42/ads': favoriteAds([]) });
    renderApp({ path: '/favorites', launch: telegramLaunch() });

    expect(await screen.findByText('В избранном пока пусто')).toBeInTheDocument();
  });

  it('removes the card when its favourite is removed', async () => {
    let favorites = [1];
    stubSignedInApi('user', {
      'GET /api/favorites/42/ads': favoriteAds([ROSES]),
      'GET /api/favorites/42': () => json(favorites),
      'DELETE /api/favorites/42/1': () => {
        favorites = [];
        return json({ ok: true });
      },
    });
    renderApp({ path: '/favorites', launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Розы' });
    await userEvent.click(within(card).getByRole('button', { name: 'Убрать из избранного' }));

    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Розы' })).not.toBeInTheDocument();
    });
    expect(screen.getByText('В избранном пока пусто')).toBeInTheDocument();
  });

  it('reads the favourites a page at a time, the next one on «Показать ещё»', async () => {
    stubSignedInApi('user', {
      'GET /api/favorites/42/ads': (call) =>
        call.query.get('cursor') === 'page-2'
          ? json({ ads: [PEONIES], next_cursor: null })
          : json({ ads: [ROSES], next_cursor: 'page-2' }),
      'GET /api/favorites/42': () => json([1, 2]),
    });
    renderApp({ path: '/favorites', launch: telegramLaunch() });

    expect(await screen.findByRole('article', { name: 'Розы' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Пионы' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
  });
});
