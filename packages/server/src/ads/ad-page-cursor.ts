import { AD_PAGE_CURSOR_MESSAGE, MAX_ENTITY_ID } from '@flowers/domain';
import { AppError } from '../http/app-error.ts';
import type { CatalogueKey } from './ads.repository.ts';

// PostgreSQL keeps microseconds, which a JavaScript Date would round away.
const MICROSECOND_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

export function encodeAdPageCursor(key: CatalogueKey): string {
  return Buffer.from(JSON.stringify({ k: key.createdAt, i: key.id })).toString('base64url');
}

/** Null for anything this server did not write. */
export function decodeAdPageCursor(text: string): CatalogueKey | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { k, i } = parsed as Record<string, unknown>;
  if (typeof k !== 'string' || !MICROSECOND_ISO.test(k) || Number.isNaN(Date.parse(k))) return null;
  if (!Number.isSafeInteger(i) || (i as number) < 1 || (i as number) > MAX_ENTITY_ID) return null;
  return { createdAt: k, id: i as number };
}

export function pageKeyOf(cursor: string | undefined): CatalogueKey | null {
  if (cursor === undefined) return null;
  const key = decodeAdPageCursor(cursor);
  if (key === null) throw new AppError('validation', AD_PAGE_CURSOR_MESSAGE);
  return key;
}

export const nextCursorOf = (next: CatalogueKey | null): string | null =>
  next === null ? null : encodeAdPageCursor(next);
