import { can, type Capability } from '@flowers/domain';
import { AppError } from '../http/app-error.ts';
import type { CurrentUser } from './current-user.ts';

export const FORBIDDEN = 'Недостаточно прав';

/**
 * The first line of a service method: the caller's role against the domain's permission
 * table (spec §6). With a subject, its owner may act on it without the capability.
 */
export function assertCan(
  caller: CurrentUser,
  capability: Capability,
  subject?: { ownerId: number },
): void {
  if (subject !== undefined && subject.ownerId === caller.id) return;
  if (!can(caller.role, capability)) throw new AppError('forbidden', FORBIDDEN);
}
