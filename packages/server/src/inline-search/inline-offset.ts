import type { CatalogueSort } from '@flowers/domain';
import { decodeSearchCursor, encodeSearchCursor } from '../search/search-cursor.ts';

/**
 * Telegram caps `next_offset` at 64 bytes, while the catalogue's cursor carries JSON and the
 * corrected text; the next page finds the corrected words again from the typed text.
 */
export const INLINE_OFFSET_MAX_BYTES = 64;

const SORT_CODES: Record<CatalogueSort, string> = {
  relevant: 'r',
  new: 'n',
  cheap: 'c',
  dear: 'd',
};
const SORT_BY_CODE = new Map(Object.entries(SORT_CODES).map(([sort, code]) => [code, sort]));
const TIER_CODES = { title: 't', description: 'd' } as const;
const OFFSET = /^([rncd])([td-])([01])\.([0-9a-z]{1,14})\.([0-9a-z]{1,8})$/;
const MICRO_ISO = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.(\d{6})Z$/;

/** Base 36 writes microseconds since 1970 in 11 characters. */
function microsOf(iso: string): number | null {
  const match = MICRO_ISO.exec(iso);
  if (match === null) return null;
  const seconds = Date.parse(`${match[1]}Z`);
  return Number.isNaN(seconds) ? null : seconds * 1000 + Number(match[2]);
}

function isoOf(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  const rest = String(micros % 1_000_000).padStart(6, '0');
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${rest}Z`;
}

export function inlineOffsetFor(cursor: string | null, sort: CatalogueSort): string {
  if (cursor === null) return '';
  const decoded = decodeSearchCursor(cursor, sort);
  if (decoded === null) return '';
  const key = typeof decoded.key === 'number' ? decoded.key : microsOf(decoded.key);
  if (key === null) return '';
  const tier = decoded.tier === null ? '-' : TIER_CODES[decoded.tier];
  const offset = `${SORT_CODES[sort]}${tier}${decoded.corrected === null ? 0 : 1}.${key.toString(36)}.${decoded.id.toString(36)}`;
  return offset.length <= INLINE_OFFSET_MAX_BYTES ? offset : '';
}

export interface InlineOffset {
  corrected: boolean;
  cursor(correctedText: string | null): string | null;
}

export function readInlineOffset(offset: string, sort: CatalogueSort): InlineOffset | null {
  const match = OFFSET.exec(offset);
  if (match === null || SORT_BY_CODE.get(match[1] ?? '') !== sort) return null;
  const [, , tierCode, correctedFlag, rawKey, rawId] = match;
  const number = parseInt(rawKey ?? '', 36);
  const tier = tierCode === 't' ? 'title' : tierCode === 'd' ? 'description' : null;
  const key = sort === 'cheap' || sort === 'dear' ? number : isoOf(number);
  const corrected = correctedFlag === '1';
  return {
    corrected,
    cursor(correctedText) {
      const cursor = encodeSearchCursor({
        sort,
        corrected: corrected ? correctedText : null,
        tier,
        key,
        id: parseInt(rawId ?? '', 36),
      });
      return decodeSearchCursor(cursor, sort) === null ? null : cursor;
    },
  };
}
