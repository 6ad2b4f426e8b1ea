import { AD_STATUSES, COUNTDOWN_STATUSES, ORDERABLE_STATUSES } from './status';
import type { AdStatus } from './status';

interface AdTransition {
  readonly from: readonly AdStatus[];
  readonly to: AdStatus;
}

// No request while one is pending: it would race the moderator's decision on the first.
// Spec §4 still shows the buttons on pending statuses; the server answers those with 409.
const OWNER_REQUEST_SOURCES = [
  'new',
  'edited',
  'edit_rejected',
  'delete_rejected',
] as const satisfies readonly AdStatus[];

// ARCHITECTURE.md "Ad lifecycle": each entry is one conditional UPDATE on the server.
export const AD_TRANSITIONS = {
  approve: { from: ['wait_moder'], to: 'new' },
  reject: { from: ['wait_moder'], to: 'cancel' },
  // Issue 40: the owner fixes a rejected bouquet and sends the same ad back to moderation.
  resubmit: { from: ['cancel'], to: 'wait_moder' },
  requestEdit: { from: OWNER_REQUEST_SOURCES, to: 'edit_pending' },
  approveEdit: { from: ['edit_pending'], to: 'edited' },
  rejectEdit: { from: ['edit_pending'], to: 'edit_rejected' },
  requestDelete: { from: OWNER_REQUEST_SOURCES, to: 'delete_pending' },
  approveDelete: { from: ['delete_pending'], to: 'delete' },
  rejectDelete: { from: ['delete_pending'], to: 'delete_rejected' },
  reserve: { from: ORDERABLE_STATUSES, to: 'reserved' },
  completeOrder: { from: ['reserved'], to: 'completed' },
  releaseReservation: { from: ['reserved'], to: 'new' },
  adminDelete: { from: AD_STATUSES.filter((s) => s !== 'delete_admin'), to: 'delete_admin' },
  expire: { from: COUNTDOWN_STATUSES, to: 'expired' },
} as const satisfies Record<string, AdTransition>;

export type AdAction = keyof typeof AD_TRANSITIONS;

export const AD_ACTIONS = Object.keys(AD_TRANSITIONS) as readonly AdAction[];

export function canTransition(action: AdAction, from: string): boolean {
  const sources: readonly string[] = AD_TRANSITIONS[action].from;
  return sources.includes(from);
}

export function transitionTarget(action: AdAction): AdStatus {
  return AD_TRANSITIONS[action].to;
}
