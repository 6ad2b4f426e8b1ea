import { AD_NOT_FOUND_MESSAGE, AD_WRONG_STATUS_MESSAGE, type AdAction } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { findAdRow, transitionAd, type AppliedTransition } from './ads.repository.ts';

export async function applyAdTransition(
  tx: Database,
  id: number,
  action: AdAction,
  set?: Parameters<typeof transitionAd>[3],
): Promise<AppliedTransition> {
  const applied = await transitionAd(tx, id, action, set);
  if (applied !== null) return applied;
  if ((await findAdRow(tx, id)) === null) throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
  throw new AppError('conflict', AD_WRONG_STATUS_MESSAGE);
}
