const WINDOW_MS = 1_000;
// Short bursts pass: three in any three seconds.
const PRIVATE_WINDOW_MS = 3_000;
const PRIVATE_PER_WINDOW = 3;
const GROUP_WINDOW_MS = 60_000;
const GROUP_PER_MINUTE = 20;

/** telegram-bot.md "Limits"; each node's stand-in counts what reached it. */
export function createSendLimits(messagesPerSecond: number) {
  const recent: number[] = [];
  const chatRecent = new Map<number, number[]>();

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
