import { OPEN_QUEUE_BUTTON, staffDigestText } from '@flowers/domain';
import type { OutboxMessage } from './outbox-payload.ts';

/** The outbox kind of the staff chat's digest row. */
export const STAFF_DIGEST_KIND = 'staff.digest';

/** Staff-chat events that ask for a moderator's decision: these fold into the digest. */
export const FOLDABLE_STAFF_KINDS = [
  'staff.ad_new',
  'staff.edit_request',
  'staff.delete_request',
] as const;

/**
 * The staff chat folds its waiting moderation events once more than this many of its messages
 * wait: at one message per three seconds that is 15 s behind, so the chat never lags a minute.
 */
export const STAFF_FOLD_AFTER = 5;

/** «🆕 12 объявлений ждут модерации», with a button to the moderation queue. */
export function staffDigestMessage(waiting: number): OutboxMessage {
  return {
    text: staffDigestText(waiting),
    buttons: [[{ text: OPEN_QUEUE_BUTTON, open: { screen: 'ad-moderation' } }]],
  };
}
