import type { AdStatus } from '@flowers/domain';
import { isAdStatus } from '@flowers/domain';
import { MY_AD_GROUP_LABELS } from '../../texts/ads';

export type MyAdGroup = keyof typeof MY_AD_GROUP_LABELS;

// The tabs over «Мои объявления»: what the seller can act on, what waits for a moderator, and
// what is over. Every status belongs to one.
const GROUP_OF: Record<AdStatus, Exclude<MyAdGroup, 'all'>> = {
  new: 'active',
  edited: 'active',
  reserved: 'active',
  edit_rejected: 'active',
  delete_rejected: 'active',
  wait_moder: 'moderation',
  edit_pending: 'moderation',
  delete_pending: 'moderation',
  cancel: 'archive',
  completed: 'archive',
  expired: 'archive',
  delete: 'archive',
  delete_admin: 'archive',
};

export const MY_AD_GROUPS = Object.keys(MY_AD_GROUP_LABELS) as MyAdGroup[];

export function inGroup(status: string, group: MyAdGroup): boolean {
  if (group === 'all') return true;
  return isAdStatus(status) ? GROUP_OF[status] === group : group === 'archive';
}
