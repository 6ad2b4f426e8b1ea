import type { ClientErrorLog } from '@flowers/domain';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { insertClientError } from './client-errors.repository.ts';

export const CLIENT_ERROR_LIMIT_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

/**
 * Stores what the web app reports (spec §3 "Client error log record"). A broken client can
 * loop on an error, so each user gets a small budget per minute; the rest is dropped quietly,
 * since the spec's client ignores this call's failures anyway.
 */
export function createClientErrorsService(deps: { db: Database; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const windows = new Map<number, { startedAt: number; count: number }>();

  function withinBudget(userId: number): boolean {
    const time = now();
    const window = windows.get(userId);
    if (window === undefined || time - window.startedAt >= WINDOW_MS) {
      if (windows.size > 10_000) windows.clear();
      windows.set(userId, { startedAt: time, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= CLIENT_ERROR_LIMIT_PER_MINUTE;
  }

  return {
    async record(user: CurrentUser, record: ClientErrorLog): Promise<{ stored: boolean }> {
      requireRole(user, 'clientError.report');
      if (!withinBudget(user.id)) return { stored: false };
      await insertClientError(deps.db, user.id, record);
      return { stored: true };
    },
  };
}

export type ClientErrorsService = ReturnType<typeof createClientErrorsService>;
