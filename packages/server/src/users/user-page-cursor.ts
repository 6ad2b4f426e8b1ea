import { AD_PAGE_CURSOR_MESSAGE } from '@flowers/domain';
import { AppError } from '../http/app-error.ts';

export const encodeUserPageCursor = (lastId: number): string =>
  Buffer.from(JSON.stringify({ u: lastId })).toString('base64url');

export function userPageKeyOf(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const id = typeof parsed === 'object' && parsed !== null ? (parsed as { u?: unknown }).u : null;
  if (!Number.isSafeInteger(id) || (id as number) < 1) {
    throw new AppError('validation', AD_PAGE_CURSOR_MESSAGE);
  }
  return id as number;
}
