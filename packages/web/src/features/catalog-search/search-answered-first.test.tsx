import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adSearchQueryOptions } from '../../api/search-ads';
import { makeAd } from '../../test/ads';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { cataloguePage, catalogueOrSearch, searchPages } from '../../test/search';
import { stubSignedInApi } from '../../test/signed-in-api';

// The results' code is a lazy chunk: on a busy phone it can arrive after the search's answer.
const resultsCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./search-results-view', async (importOriginal) => {
  await resultsCode.arrived;
  return importOriginal();
});

const ROSES = makeAd({ id: 1, title: 'Розы «Вечер»', price: 5500 });
const PEONIES = makeAd({ id: 2, title: 'Пионы «Утро»', price: 5000 });

describe('the search’s results when its answer comes before their code', () => {
  it('shows the found bouquets, not the plain catalogue’s', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': catalogueOrSearch(
        () => cataloguePage([ROSES, PEONIES]),
        searchPages([[PEONIES]]),
      ),
    });
    const { queryClient } = renderApp({ launch: telegramLaunch() });
    expect(await screen.findByRole('article', { name: 'Розы «Вечер»' })).toBeInTheDocument();

    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Поиск букетов' }),
      'пионы{Enter}',
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(adSearchQueryOptions({ q: 'пионы' }).queryKey)?.status).toBe(
        'success',
      ),
    );
    resultsCode.arrive();

    expect(await screen.findByRole('article', { name: 'Пионы «Утро»' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Розы «Вечер»' })).toBeNull());
  });
});
