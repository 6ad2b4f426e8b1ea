import { MAX_ENTITY_ID, type CatalogueSort } from '@flowers/domain';

/**
 * Where the next page starts: the last row's sort key and id (keyset paging, so rows inserted
 * meanwhile neither shift a page nor repeat one), and whether the search had fallen back to
 * typo tolerance, so every page of one search matches the same way.
 */
export interface SearchCursor {
  sort: CatalogueSort;
  fuzzy: boolean;
  /** created_at as exact ISO text with microseconds for `new`; price; relevance score. */
  key: string | number;
  id: number;
}

// PostgreSQL keeps microseconds, which a JavaScript Date would round away.
const MICROSECOND_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

function validKey(sort: CatalogueSort, key: unknown): key is string | number {
  switch (sort) {
    case 'new':
      return typeof key === 'string' && MICROSECOND_ISO.test(key) && !Number.isNaN(Date.parse(key));
    case 'cheap':
    case 'dear':
      return Number.isSafeInteger(key) && (key as number) >= 0 && (key as number) <= 2 ** 31;
    case 'relevant':
      return typeof key === 'number' && Number.isFinite(key);
  }
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  const { sort, fuzzy, key, id } = cursor;
  return Buffer.from(JSON.stringify({ s: sort, f: fuzzy, k: key, i: id })).toString('base64url');
}

/** Null for anything this server did not write for the same sort. */
export function decodeSearchCursor(text: string, sort: CatalogueSort): SearchCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { s, f, k, i } = parsed as Record<string, unknown>;
  if (s !== sort || typeof f !== 'boolean' || !validKey(sort, k)) return null;
  if (!Number.isSafeInteger(i) || (i as number) < 1 || (i as number) > MAX_ENTITY_ID) return null;
  return { sort, fuzzy: f, key: k, id: i as number };
}
