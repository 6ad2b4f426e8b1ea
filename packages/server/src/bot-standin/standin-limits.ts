const WINDOW_MS = 1_000;
const PRIVATE_GAP_MS = 1_000;
const GROUP_WINDOW_MS = 60_000;
const GROUP_PER_MINUTE = 20;

/**
 * Telegram's sending limits as the stand-in enforces them (telegram-bot.md "Limits"). They
 * live in the process: each node's stand-in counts what reached it, as a per-node limit.
 */
export function createSendLimits(messagesPerSecond: number) {
  const recent: number[] = [];
  const lastPrivate = new Map<number, number>();
  const groupRecent = new Map<number, number[]>();

  /** Null when the message may go (and it is counted), else the seconds to wait. */
  return function admit(chatId: number, nowMs: number): number | null {
    while (recent.length > 0 && (recent[0] ?? 0) <= nowMs - WINDOW_MS) recent.shift();
    if (recent.length >= messagesPerSecond) return 1;
    if (chatId > 0) {
      const last = lastPrivate.get(chatId);
      if (last !== undefined && nowMs - last < PRIVATE_GAP_MS) return 1;
      lastPrivate.set(chatId, nowMs);
    } else {
      const sent = (groupRecent.get(chatId) ?? []).filter((at) => at > nowMs - GROUP_WINDOW_MS);
      if (sent.length >= GROUP_PER_MINUTE) {
        return Math.ceil(((sent[0] ?? nowMs) + GROUP_WINDOW_MS - nowMs) / 1000);
      }
      sent.push(nowMs);
      groupRecent.set(chatId, sent);
    }
    recent.push(nowMs);
    return null;
  };
}
