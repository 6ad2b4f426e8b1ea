import type { OutboxMessage } from './outbox-payload.ts';

export const STAFF_DIGEST_KIND = 'staff.digest';

export const FOLDABLE_STAFF_KINDS = [
  'staff.ad_new',
  'staff.edit_request',
  'staff.delete_request',
] as const;

/** At one message per three seconds that is 15 s behind, so the chat never lags a minute. */
export const STAFF_FOLD_AFTER = 5;

function adsWord(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'объявлений';
  if (last === 1) return 'объявление';
  if (last >= 2 && last <= 4) return 'объявления';
  return 'объявлений';
}

export function staffDigestMessage(waiting: number): OutboxMessage {
  const verb = waiting % 10 === 1 && waiting % 100 !== 11 ? 'ждёт' : 'ждут';
  return {
    text: `🆕 ${waiting} ${adsWord(waiting)} ${verb} модерации`,
    buttons: [[{ text: 'Открыть очередь', open: { screen: 'ad-moderation' } }]],
  };
}
