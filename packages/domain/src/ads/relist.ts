import type { AdStatus } from './status';

// Issue 29: relisted as a new ad that goes through moderation like any other.

export const RELIST_BUTTON = 'Выставить снова';
export const RELISTED_LABEL = 'Выставлено снова';
export const RELIST_WRONG_STATUS_MESSAGE =
  'Выставить снова можно только проданный букет или букет с истёкшим сроком';

export const RELISTABLE_STATUSES = ['expired', 'completed'] as const satisfies readonly AdStatus[];

export function canRelist(status: string): boolean {
  return (RELISTABLE_STATUSES as readonly string[]).includes(status);
}
