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

// Issue 40: a rejected bouquet gets a second chance as the same ad.
export const RESUBMIT_BUTTON = 'Исправить и отправить снова';
export const RESUBMIT_WRONG_STATUS_MESSAGE =
  'Исправить и отправить снова можно только отклонённый модератором букет';
