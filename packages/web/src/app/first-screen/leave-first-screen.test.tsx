import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage } from '../../test/search';

const firstScreen = () => document.getElementById('first-screen');

beforeEach(() => {
  const drawn = document.createElement('div');
  drawn.id = 'first-screen';
  document.body.append(drawn);
});
afterEach(() => {
  firstScreen()?.remove();
});

describe('the app takes the place of the server-drawn first screen (issue 14)', () => {
  it('keeps it while signing in and while the ads load, and drops it as the cards appear', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ title: 'Пионы' })]),
    });
    // The catalogue's answer waits until the test lets it through.
    const stubbed = globalThis.fetch;
    let sendAds = (): void => undefined;
    const adsSent = new Promise<void>((resolve) => {
      sendAds = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/ads')) await adsSent;
      return stubbed(input, init);
    });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByText('Загрузка...')).toBeInTheDocument();
    expect(firstScreen()).not.toBeNull();
    sendAds();
    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(firstScreen()).toBeNull();
  });

  it('drops it for a sign-in failure, which must be seen', async () => {
    stubSignedInApi('user', { 'POST /api/parse-initdata': () => json({ error: 'Сбой' }, 401) });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(firstScreen()).toBeNull();
  });

  it('drops it when the app opens another screen than the catalogue', async () => {
    stubSignedInApi('user', { 'GET /api/ads/search': () => cataloguePage([]) });
    const { router } = renderApp({ launch: telegramLaunch() });
    expect(await screen.findByText('Нет объявлений')).toBeInTheDocument();
    firstScreen()?.remove();
    document.body.append(Object.assign(document.createElement('div'), { id: 'first-screen' }));

    await router.navigate('/favorites');

    expect(await screen.findByText('ИЗБРАННОЕ')).toBeInTheDocument();
    expect(firstScreen()).toBeNull();
  });
});
