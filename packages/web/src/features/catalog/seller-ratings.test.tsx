import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage } from '../../test/search';

const RATED = makeAd({ id: 7, title: 'Розы', user_id: '555' });
const UNRATED = makeAd({ id: 8, title: 'Пионы', user_id: '777' });

describe('catalogue cards (issue 16)', () => {
  it('shows the seller’s average and count as «★ 4,8 · 12», read out in words', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([RATED, UNRATED]),
      'GET /api/sellers/ratings': () => json({ ratings: { '555': { average: 4.8, count: 12 } } }),
    });
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Розы' });
    const rating = await within(card).findByRole('img', {
      name: 'Рейтинг продавца 4,8 из 5, 12 оценок',
    });
    expect(rating).toHaveTextContent('★ 4,8 · 12');
  });

  it('shows no rating for a seller nobody has rated', async () => {
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([RATED, UNRATED]),
      'GET /api/sellers/ratings': () => json({ ratings: { '555': { average: 4.8, count: 12 } } }),
    });
    renderApp({ launch: telegramLaunch() });

    await screen.findByRole('img', { name: /^Рейтинг продавца/ });
    const card = screen.getByRole('article', { name: 'Пионы' });
    expect(within(card).queryByRole('img', { name: /Рейтинг/ })).toBeNull();
    expect(card).not.toHaveTextContent('★');
    expect(calls.filter((call) => call.path === '/api/sellers/ratings')).toHaveLength(1);
  });

  it('asks for the ratings only after the ads, in one request, and draws the cards without them', async () => {
    let answerRatings: (response: Response) => void = () => undefined;
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([RATED, UNRATED]),
      'GET /api/sellers/ratings': () =>
        // Held: the cards must not wait for it. The fake fetch resolves with what this returns.
        new Promise<Response>((resolve) => {
          answerRatings = resolve;
        }) as unknown as Response,
    });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/sellers/ratings'));
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/api/ads')).toBeLessThan(paths.indexOf('/api/sellers/ratings'));
    answerRatings(json({ ratings: { '777': { average: 3.5, count: 2 } } }));
    expect(
      await screen.findByRole('img', { name: 'Рейтинг продавца 3,5 из 5, 2 оценки' }),
    ).toBeInTheDocument();
  });

  it('links the title to the bouquet page, while the photo still opens the gallery', async () => {
    stubSignedInApi('user', { 'GET /api/ads/search': () => cataloguePage([RATED]) });
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Розы' });
    expect(within(card).getByRole('link', { name: 'Розы' })).toHaveAttribute('href', '/ad/7');
    await userEvent.click(within(card).getByRole('button', { name: 'Открыть фото: Розы' }));
    expect(await screen.findByRole('dialog', { name: 'Розы' })).toBeInTheDocument();
  });
});
