import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

const ADS = [makeAd({ id: 1, title: 'Розы' }), makeAd({ id: 2, title: 'Пионы' })];

describe('favourites (spec §2)', () => {
  it('shows «ИЗБРАННОЕ» with only the favourited ads', async () => {
    stubSignedInApi('user', {
      'GET /api/ads': () => json(ADS),
      'GET /api/favorites/42': () => json([2]),
    });
    renderApp({ path: '/favorites', launch: telegramLaunch() });

    expect(await screen.findByRole('heading', { name: 'ИЗБРАННОЕ' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Розы' })).not.toBeInTheDocument();
  });

  it('says «В избранном пока пусто» without favourites', async () => {
    stubSignedInApi('user', { 'GET /api/ads': () => json(ADS) });
    renderApp({ path: '/favorites', launch: telegramLaunch() });

    expect(await screen.findByText('В избранном пока пусто')).toBeInTheDocument();
  });

  it('removes the card when its favourite is removed', async () => {
    let favorites = [1];
    stubSignedInApi('user', {
      'GET /api/ads': () => json(ADS),
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
});
