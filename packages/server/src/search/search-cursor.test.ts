import { describe, expect, it } from 'vitest';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './search-cursor.ts';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('search cursor', () => {
  it('reads back what it wrote, microseconds included', () => {
    const cursors: SearchCursor[] = [
      { sort: 'new', fuzzy: false, key: '2026-11-24T01:57:12.123456Z', id: 7 },
      { sort: 'cheap', fuzzy: true, key: 6500, id: 8 },
      { sort: 'relevant', fuzzy: false, key: 0.607927103042602, id: 9 },
    ];
    for (const cursor of cursors) {
      expect(decodeSearchCursor(encodeSearchCursor(cursor), cursor.sort)).toEqual(cursor);
    }
  });

  it('refuses a cursor written for another sort', () => {
    const cursor = encodeSearchCursor({ sort: 'cheap', fuzzy: false, key: 6500, id: 8 });
    expect(decodeSearchCursor(cursor, 'dear')).toBeNull();
  });

  it('refuses keys and ids the database could not compare', () => {
    for (const value of [
      { s: 'new', f: false, k: '2026-13-45T99:00:00.000000Z', i: 1 },
      { s: 'new', f: false, k: "x' or 1=1", i: 1 },
      { s: 'cheap', f: false, k: 1.5, i: 1 },
      { s: 'cheap', f: false, k: 6500, i: 2 ** 40 },
      { s: 'relevant', f: false, k: '0.5', i: 1 },
      { s: 'relevant', f: 'yes', k: 0.5, i: 1 },
      [1, 2],
    ]) {
      expect(decodeSearchCursor(base64(value), (value as { s?: 'new' }).s ?? 'new')).toBeNull();
    }
    expect(decodeSearchCursor('bm90IGpzb24', 'new')).toBeNull();
  });
});
