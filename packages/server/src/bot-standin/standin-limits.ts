const WINDOW_MS = 1_000;
// About one a second to a private chat, short bursts passing: three in any three seconds.
const PRIVATE_WINDOW_MS = 3_000;
const PRIVATE_PER_WINDOW = 3;
const GROUP_WINDOW_MS = 60_000;
const GROUP_PER_MINUTE = 20;

/**
 * Telegram's sending limits as the stand-in enforces them (telegram-bot.md "Limits"). They
 * live in the process: each node's stand-in counts what reached it, as a per-node limit.
 */
export function createSendLimits(messagesPerSecond: number) {
  const recent: number[] = [];
  const chatRecent = new Map<number, number[]>();

  /** Null when the message may go (and it is counted), else the seconds to wait. */
  return function admit(chatId: number, nowMs: number): number | null {
    while (recent.length > 0 && (recent[0] ?? 0) <= nowMs - WINDOW_MS) recent.shift();
    if (recent.length >= messagesPerSecond) return 1;
    const [windowMs, allowed] =
      chatId > 0 ? [PRIVATE_WINDOW_MS, PRIVATE_PER_WINDOW] : [GROUP_WINDOW_MS, GROUP_PER_MINUTE];
    const sent = (chatRecent.get(chatId) ?? []).filter((at) => at > nowMs - windowMs);
    if (sent.length >= allowed) {
      return Math.max(1, Math.ceil(((sent[0] ?? nowMs) + windowMs - nowMs) / 1000));
    }
    sent.push(nowMs);
    chatRecent.set(chatId, sent);
    recent.push(nowMs);
    return null;
  };
}
