import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAGE } from '../../api/search-ads';
import { makeAd } from '../../test/ads';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { searchPages } from '../../test/search';
import { stubSignedInApi } from '../../test/signed-in-api';
import { pageParamAt, rememberCataloguePage } from './catalogue-place';

const SECOND = { cursor: 'page-1', index: 1, previous: FIRST_PAGE };
const THIRD = { cursor: 'page-2', index: 2, previous: SECOND };

afterEach(() => {
  sessionStorage.clear();
});

describe('the catalogue’s place after a reload (spec §2)', () => {
  it('reads the catalogue from the page the buyer left it at, not from the first', async () => {
    rememberCataloguePage(THIRD);
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': searchPages([
        [makeAd({ id: 3, title: 'Пионы' })],
        [makeAd({ id: 2, title: 'Розы' })],
        [makeAd({ id: 1, title: 'Тюльпаны' })],
      ]),
    });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByRole('article', { name: 'Тюльпаны' })).toBeInTheDocument();
    const first = calls.find((call) => call.path === '/api/ads/search');
    expect(first?.query.get('cursor')).toBe('page-2');
  });

  it('starts from the first page when what is remembered is not a page', async () => {
    sessionStorage.setItem('flowers/catalogue-page', '{"cursor":5}');
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': searchPages([[makeAd({ id: 3, title: 'Пионы' })]]),
    });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/ads/search')?.query.get('cursor')).toBeNull();
  });

  it('finds the kept page that holds a place in the whole list', () => {
    expect(pageParamAt([SECOND, THIRD], 30)).toBe(SECOND);
    expect(pageParamAt([SECOND, THIRD], 48)).toBe(THIRD);
    expect(pageParamAt([SECOND, THIRD], 5)).toBeNull();
  });
});
