/**
 * Telegram's ~30 messages a second is the first wall on a peak day: 10 000 orders an hour is
 * already ~17 a second before the staff chat and channels. When more is due than the pace
 * allows, chats holding a message someone is waiting for go first: their order, payment or
 * dispute, or the bot's answer in their chat; then the staff chat; then the rest; channel
 * posts and summaries last. Within a chat messages keep their order whatever their class, so
 * a chat ranks as its most urgent message (outbox.repository.ts).
 */
export const OUTBOX_PRIORITY_CLASSES = [
  { rank: 0, kinds: ['order.', 'dispute', 'payout', 'receipt', 'draft.', 'florist.'] },
  { rank: 1, kinds: ['staff.'] },
  { rank: 3, kinds: ['channel.', 'seller.weekly_summary'] },
] as const;
export const OTHER_RANK = 2;

export function outboxPriorityOf(kind: string): number {
  const match = OUTBOX_PRIORITY_CLASSES.find((entry) =>
    entry.kinds.some((prefix) => kind.startsWith(prefix)),
  );
  return match?.rank ?? OTHER_RANK;
}
