import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { FakeSocket } from '../../test/fake-socket';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { cataloguePage, catalogueOrSearch, searchPages, searchQueries } from '../../test/search';
import { stubSignedInApi } from '../../test/signed-in-api';

const ads = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    makeAd({ id: from + i, title: `Роза ${from + i}` }),
  );

/** Lets a test scroll the end of the list into reach. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  private target: Element | null = null;
  private connected = true;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.connected = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static reachEnd() {
    for (const observer of FakeIntersectionObserver.all) {
      if (!observer.connected || observer.target === null) continue;
      const entry = { isIntersecting: true, target: observer.target } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

// The end's observer is set up by a lazy chunk after the first cards, and a report while a
// page is still being read is ignored: the end is reported again until the next page shows,
// as a browser reports it again while the buyer keeps scrolling.
async function reachEndUntilShown(title: string) {
  await waitFor(() => {
    if (screen.queryByRole('article', { name: title }) === null) {
      FakeIntersectionObserver.reachEnd();
    }
    expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
  });
}

function renderSearch(path = '/?q=роза') {
  return renderApp({ path, launch: telegramLaunch() });
}

describe('search results (issue 16)', () => {
  it('shows the next page on «Показать ещё», each bouquet once, and no button after the last', async () => {
    // An ad edited between the pages comes round again on the second one.
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': searchPages([ads(1, 3), ads(3, 5)]),
    });
    renderSearch();

    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('article', { name: 'Роза 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Роза 1',
      'Роза 2',
      'Роза 3',
      'Роза 4',
      'Роза 5',
    ]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(searchQueries(calls)).toEqual(['q=роза', 'q=роза&cursor=page-1']);
  });

  it('loads the next page by itself as the end of the list comes near', async () => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': searchPages([ads(11, 12), ads(13, 14), ads(15, 16)]),
    });
    renderSearch();
    await screen.findByRole('article', { name: 'Роза 12' });

    await reachEndUntilShown('Роза 14');
    await reachEndUntilShown('Роза 16');

    expect(searchQueries(calls)).toEqual([
      'q=роза',
      'q=роза&cursor=page-1',
      'q=роза&cursor=page-2',
    ]);
  });

  it('shows a spinner on the button while the next page loads', async () => {
    const pages = searchPages([ads(21, 22), ads(23, 23)]);
    let release: () => void = () => undefined;
    stubSignedInApi('user', {
      'GET /api/ads/search': (call) => {
        if (!call.query.has('cursor')) return pages(call);
        const held = new Promise<Response>((resolve) => {
          release = () => {
            resolve(pages(call));
          };
        });
        // The fake fetch resolves with what a handler returns, so a promise holds the answer.
        return held as unknown as Response;
      },
    });
    renderSearch();

    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё' }));

    const loading = screen.getByRole('button', { name: 'Показать ещё' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toBeDisabled();
    release();
    expect(await screen.findByRole('article', { name: 'Роза 23' })).toBeInTheDocument();
  });

  it('says «Ничего не нашлось» and goes back to every bouquet on «Сбросить поиск»', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': catalogueOrSearch(
        () => cataloguePage([makeAd({ title: 'Пионы' })]),
        searchPages([[]]),
      ),
    });
    const { router } = renderSearch('/?q=кактус&priceMax=6000');

    expect(await screen.findByText('Ничего не нашлось')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить поиск' }));

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Поиск букетов' })).toHaveValue('');
  });

  it('offers «Повторить» when the search fails, and searches again on it', async () => {
    let fail = true;
    const pages = searchPages([ads(31, 31)]);
    stubSignedInApi('user', {
      'GET /api/ads/search': (call) => (fail ? json({ error: 'Сбой' }, 500) : pages(call)),
    });
    renderSearch();

    expect(await screen.findByText('Не удалось выполнить поиск')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('article', { name: 'Роза 31' })).toBeInTheDocument();
  });

  it('keeps the first page when the next fails, and tries it again on «Повторить»', async () => {
    let fail = true;
    const pages = searchPages([ads(41, 41), ads(42, 42)]);
    stubSignedInApi('user', {
      'GET /api/ads/search': (call) =>
        fail && call.query.has('cursor') ? json({ error: 'Сбой' }, 500) : pages(call),
    });
    renderSearch();

    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Не удалось загрузить ещё')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Роза 41' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Роза 42' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить ещё')).toBeNull();
  });

  it('says which words it searched for instead of a typo', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () =>
        json({ ads: ads(51, 51), next_cursor: null, corrected_q: 'розы' }),
    });
    renderSearch('/?q=розв');

    expect(await screen.findByText('Показаны результаты по запросу «розы»')).toBeVisible();
  });

  it('shows sellers’ ratings on the found cards too', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': searchPages([[makeAd({ title: 'Ромашки', user_id: '555' })]]),
      'GET /api/sellers/ratings': () => json({ ratings: { '555': { average: 5, count: 1 } } }),
    });
    renderSearch();

    const card = await screen.findByRole('article', { name: 'Ромашки' });
    await waitFor(() =>
      expect(
        within(card).getByRole('img', { name: 'Рейтинг продавца 5,0 из 5, 1 оценка' }),
      ).toHaveTextContent('★ 5,0 · 1'),
    );
  });

  it('greys a found card live when its ad becomes reserved, and drops one that is sold', async () => {
    stubSignedInApi('user', { 'GET /api/ads/search': searchPages([ads(61, 62)]) });
    renderSearch();
    await screen.findByRole('article', { name: 'Роза 62' });

    act(() => {
      FakeSocket.last().receive('ad_status_changed', {
        adId: 61,
        newStatus: 'reserved',
        oldStatus: 'new',
      });
      FakeSocket.last().receive('ad_status_changed', {
        adId: 62,
        newStatus: 'completed',
        oldStatus: 'reserved',
      });
    });

    const card = screen.getByRole('article', { name: 'Роза 61' });
    expect(await within(card).findByRole('button', { name: 'Зарезервировано' })).toBeDisabled();
    expect(screen.queryByRole('article', { name: 'Роза 62' })).toBeNull();
  });

  it('keeps the last results, dimmed, while the next search loads', async () => {
    let release: () => void = () => undefined;
    stubSignedInApi('user', {
      'GET /api/ads/search': (call) => {
        const found = json({ ads: ads(71, 71), next_cursor: null, corrected_q: null });
        if (call.query.get('q') === 'роза') return found;
        // Held until the test lets it through; the fake fetch resolves with what this returns.
        return new Promise<Response>((resolve) => {
          release = () => {
            resolve(json({ ads: ads(72, 72), next_cursor: null, corrected_q: null }));
          };
        }) as unknown as Response;
      },
    });
    renderSearch();
    const card = await screen.findByRole('article', { name: 'Роза 71' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск букетов' }), 'ы{Enter}');

    expect(card.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('article', { name: 'Роза 72' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Роза 71' })).toBeNull();
  });
});
