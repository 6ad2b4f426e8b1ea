import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage } from '../../test/search';

async function renderCatalog(handlers: ApiHandlers) {
  const calls = stubSignedInApi('user', {
    'GET /api/ads/search': () => cataloguePage([makeAd({ id: 5, title: 'Розы' })]),
    'POST /api/client-error-log': () => json({ ok: true }),
    ...handlers,
  });
  renderApp({ launch: telegramLaunch() });
  const card = await screen.findByRole('article', { name: 'Розы' });
  return { calls, card };
}

describe('favourite heart (spec §4, §8)', () => {
  it('gives the heart a 44×44 px touch target', async () => {
    const { card } = await renderCatalog({ 'GET /api/favorites/42': () => json([]) });

    expect(within(card).getByRole('button', { name: 'Добавить в избранное' })).toHaveStyle({
      width: '44px',
      height: '44px',
    });
  });

  it('adds an ad that is not a favourite', async () => {
    const favorites: number[] = [];
    const { calls, card } = await renderCatalog({
      'GET /api/favorites/42': () => json(favorites),
      'POST /api/favorites': () => {
        favorites.push(5);
        return json({ ok: true });
      },
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Добавить в избранное' }));

    expect(
      await within(card).findByRole('button', { name: 'Убрать из избранного' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((call) => call.path === '/api/favorites')?.body).toEqual({
      user_id: '42',
      ad_id: 5,
    });
  });

  it('removes an ad that is already a favourite', async () => {
    let favorites = [5];
    const { calls, card } = await renderCatalog({
      'GET /api/favorites/42': () => json(favorites),
      'DELETE /api/favorites/42/5': () => {
        favorites = [];
        return json({ ok: true });
      },
    });

    await userEvent.click(
      await within(card).findByRole('button', { name: 'Убрать из избранного' }),
    );

    expect(within(card).getByRole('button', { name: 'Добавить в избранное' })).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/api/favorites/42/5'),
    ).toBe(true);
  });

  it('shows the server error in a red toast, undoes the heart and logs the failure', async () => {
    const { calls, card } = await renderCatalog({
      'POST /api/favorites': () => json({ error: 'Объявление не найдено' }, 404),
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Добавить в избранное' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ошибка при добавлении в избранное: Объявление не найдено');
    expect(toast).toHaveClass('ui-toast--error');
    expect(within(card).getByRole('button', { name: 'Добавить в избранное' })).toBeInTheDocument();
    await waitFor(() => {
      expect(calls.find((call) => call.path === '/api/client-error-log')?.body).toMatchObject({
        userId: '42',
        adId: 5,
        error: 'Объявление не найдено',
        response: { error: 'Объявление не найдено' },
        status: 404,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      });
    });
  });

  it('says «Нет ответа от сервера при добавлении в избранное» when nothing answers', async () => {
    const { card } = await renderCatalog({});
    const answering = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/api/favorites')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : answering(input, init),
      ),
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Добавить в избранное' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Нет ответа от сервера при добавлении в избранное',
    );
  });
});
