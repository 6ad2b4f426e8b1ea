import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { makeSellerPage } from '../../test/tracking';
import { cataloguePage } from '../../test/search';

const OWNER = '42';

function openBouquet(ad: ReturnType<typeof makeAd>) {
  const calls = stubSignedInApi('user', {
    [`GET /api/ads/${String(ad.id)}`]: () => json(ad),
    'GET /api/ads/30': () =>
      json(makeAd({ id: 30, title: ad.title, user_id: OWNER, status: 'wait_moder' })),
    [`GET /api/sellers/${ad.user_id}`]: () => json(makeSellerPage()),
    'GET /api/ads/search': () => cataloguePage([]),
    'POST /api/ads/12/relist': () =>
      json(makeAd({ id: 30, title: ad.title, user_id: OWNER, status: 'wait_moder' })),
  });
  const { router } = renderApp({ path: `/ad/${String(ad.id)}`, launch: telegramLaunch() });
  return { calls, router };
}

describe('the bouquet page: «Выставить снова» and the trusted badge (issue 29)', () => {
  it('lets the owner post a sold bouquet again and opens the new ad', async () => {
    const { calls, router } = openBouquet(
      makeAd({ id: 12, title: 'Пионы', user_id: OWNER, status: 'completed' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Выставить снова' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === '/api/ads/12/relist'),
      ).toBe(true),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad/30'));
  });

  it('offers no «Выставить снова» to a buyer', async () => {
    openBouquet(makeAd({ id: 12, title: 'Пионы', user_id: '77', status: 'completed' }));
    await screen.findByRole('heading', { level: 1, name: 'Пионы' });
    expect(screen.queryByRole('button', { name: 'Выставить снова' })).toBeNull();
  });

  it('marks a trusted seller «Проверенный продавец»', async () => {
    openBouquet(makeAd({ id: 12, title: 'Пионы', user_id: '77', seller_trusted: true }));
    expect(await screen.findByText('Проверенный продавец')).toBeInTheDocument();
  });
});
