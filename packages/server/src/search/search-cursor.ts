import { MAX_ENTITY_ID, SEARCH_TEXT_MAX_LENGTH, type CatalogueSort } from '@flowers/domain';
import type { MatchTier } from './search.repository.ts';

/** Keyset paging, so rows inserted meanwhile neither shift a page nor repeat one. */
export interface SearchCursor {
  sort: CatalogueSort;
  corrected: string | null;
  tier: MatchTier | null;
  key: string | number;
  id: number;
}

// PostgreSQL keeps microseconds, which a JavaScript Date would round away.
const MICROSECOND_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const TIERS: readonly unknown[] = ['title', 'description'] satisfies MatchTier[];

function validKey(sort: CatalogueSort, key: unknown): key is string | number {
  if (sort === 'cheap' || sort === 'dear') {
    return Number.isSafeInteger(key) && (key as number) >= 0 && (key as number) <= 2 ** 31;
  }
  return typeof key === 'string' && MICROSECOND_ISO.test(key) && !Number.isNaN(Date.parse(key));
}

const validCorrection = (value: unknown): value is string | null =>
  value === null ||
  (typeof value === 'string' &&
    value.length > 0 &&
    value.length <= SEARCH_TEXT_MAX_LENGTH &&
    !value.includes('\0'));

export function encodeSearchCursor(cursor: SearchCursor): string {
  const { sort, corrected, tier, key, id } = cursor;
  return Buffer.from(JSON.stringify({ s: sort, c: corrected, r: tier, k: key, i: id })).toString(
    'base64url',
  );
}

export function decodeSearchCursor(text: string, sort: CatalogueSort): SearchCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { s, c, r, k, i } = parsed as Record<string, unknown>;
  if (s !== sort || !validKey(sort, k) || !validCorrection(c)) return null;
  if (sort === 'relevant' ? !TIERS.includes(r) : r !== null) return null;
  if (!Number.isSafeInteger(i) || (i as number) < 1 || (i as number) > MAX_ENTITY_ID) return null;
  return { sort, corrected: c, tier: r as MatchTier | null, key: k, id: i as number };
}
