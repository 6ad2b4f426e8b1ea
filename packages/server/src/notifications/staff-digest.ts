import { OPEN_QUEUE_BUTTON, staffDigestText } from '@flowers/domain';
import type { OutboxMessage } from './outbox-payload.ts';

export const STAFF_DIGEST_KIND = 'staff.digest';

export const FOLDABLE_STAFF_KINDS = [
  'staff.ad_new',
  'staff.edit_request',
  'staff.delete_request',
] as const;

/** At one message per three seconds that is 15 s behind, so the chat never lags a minute. */
export const STAFF_FOLD_AFTER = 5;

export function staffDigestMessage(waiting: number): OutboxMessage {
  return {
    text: staffDigestText(waiting),
    buttons: [[{ text: OPEN_QUEUE_BUTTON, open: { screen: 'ad-moderation' } }]],
  };
}
