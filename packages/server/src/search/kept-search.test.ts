import type { Ad } from '@flowers/domain';
import { describe, expect, it } from 'vitest';
import { keptSearchPage } from './kept-search.ts';

const ad = (id: number, title: string, price: number, description = ''): Ad =>
  ({
    id,
    title,
    description,
    price,
    created_at: new Date(Date.UTC(2026, 2, 8, 9, id)).toISOString(),
  }) as Ad;

const KEPT = [
  ad(1, 'Розы красные', 7000),
  ad(2, 'Тюльпаны', 5000, 'К розам не подходят'),
  ad(3, 'Пионы', 9000),
  ad(4, 'Розовые пионы', 6000),
];
const ids = (page: { ads: Ad[] }) => page.ads.map((found) => found.id);
const page = (text: string, sort: 'relevant' | 'new' | 'cheap' | 'dear', limit = 10) =>
  keptSearchPage(KEPT, { text, sort, limit });

describe('search from the kept catalogue', () => {
  it('lists the newest first without words, and cuts the page at its limit', () => {
    expect(ids(page('', 'new', 3))).toEqual([4, 3, 2]);
  });

  it('finds words by their start, title matches before description matches', () => {
    expect(ids(page('розы', 'relevant'))).toEqual([4, 1, 2]);
    expect(ids(page('Пионы', 'relevant'))).toEqual([4, 3]);
  });

  it('sorts by price either way and keeps to the price range', () => {
    expect(ids(page('', 'cheap'))).toEqual([2, 4, 1, 3]);
    expect(ids(page('', 'dear'))).toEqual([3, 1, 4, 2]);
    expect(
      ids(
        keptSearchPage(KEPT, { text: '', sort: 'new', priceMin: 6000, priceMax: 7000, limit: 10 }),
      ),
    ).toEqual([4, 1]);
  });

  it('offers no next page and no correction', () => {
    expect(page('розы', 'relevant')).toMatchObject({ next_cursor: null, corrected_q: null });
  });
});
