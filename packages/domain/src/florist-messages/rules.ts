/** Issue 40 «Написать флористу»: how much one person may write, and how fast. */
export const FLORIST_MESSAGE_MAX_CHARS = 1000;
export const FLORIST_MESSAGES_PER_WINDOW = 5;
export const FLORIST_RATE_WINDOW_MS = 60_000;
/** Enough for a retry's own key, short enough to index: the web app sends a UUID. */
export const FLORIST_MESSAGE_KEY_MAX_CHARS = 64;

export const FLORIST_MESSAGE_SENDERS = ['buyer', 'seller'] as const;
export type FloristMessageSender = (typeof FLORIST_MESSAGE_SENDERS)[number];

/** Whether `sender` may still write: at most N messages in the window before `now`. */
export function withinFloristRate(sentInWindow: number): boolean {
  return sentInWindow < FLORIST_MESSAGES_PER_WINDOW;
}
