import { describe, expect, it } from 'vitest';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './search-cursor.ts';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const AT = '2026-11-24T01:57:12.123456Z';

describe('search cursor', () => {
  it('reads back what it wrote, microseconds included', () => {
    const cursors: SearchCursor[] = [
      { sort: 'new', corrected: null, tier: null, key: AT, id: 7 },
      { sort: 'cheap', corrected: 'пионы', tier: null, key: 6500, id: 8 },
      { sort: 'relevant', corrected: null, tier: 'description', key: AT, id: 9 },
    ];
    for (const cursor of cursors) {
      expect(decodeSearchCursor(encodeSearchCursor(cursor), cursor.sort)).toEqual(cursor);
    }
  });

  it('refuses a cursor written for another sort', () => {
    const cursor = encodeSearchCursor({
      sort: 'cheap',
      corrected: null,
      tier: null,
      key: 6500,
      id: 8,
    });
    expect(decodeSearchCursor(cursor, 'dear')).toBeNull();
  });

  it('refuses keys, tiers, texts and ids the database could not take', () => {
    for (const value of [
      { s: 'new', c: null, r: null, k: '2026-13-45T99:00:00.000000Z', i: 1 },
      { s: 'new', c: null, r: null, k: "x' or 1=1", i: 1 },
      { s: 'new', c: null, r: 'title', k: AT, i: 1 },
      { s: 'relevant', c: null, r: 'price', k: AT, i: 1 },
      { s: 'relevant', c: 'р'.repeat(101), r: 'title', k: AT, i: 1 },
      { s: 'relevant', c: 'ро\0зы', r: 'title', k: AT, i: 1 },
      { s: 'cheap', c: null, r: null, k: 1.5, i: 1 },
      { s: 'cheap', c: null, r: null, k: 6500, i: 2 ** 40 },
      [1, 2],
    ]) {
      const sort = (value as { s?: 'new' }).s ?? 'new';
      expect(decodeSearchCursor(base64(value), sort)).toBeNull();
    }
    expect(decodeSearchCursor('bm90IGpzb24', 'new')).toBeNull();
  });
});
