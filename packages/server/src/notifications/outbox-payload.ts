import type { StartTarget } from '@flowers/domain';

/** So services need no configuration, and rows wait if the chat is set later. */
export const STAFF_CHAT = 0;

export const CHANNEL_POST_KEY_PREFIX = 'ad:';

export type OutboxButton = { text: string; open: StartTarget } | { text: string; callback: string };

export interface OutboxMessage {
  /** Telegram HTML: user text inside must go through `escapeHtml`. */
  text: string;
  photoUrl?: string;
  buttons?: OutboxButton[][];
  postKey?: string;
  /** Not a notification, so the «Уведомления» toggle does not silence it. */
  answersUser?: true;
}

/** Nothing happens if the post was never sent. */
export interface OutboxRepost {
  repost: { postKey: string; message: OutboxMessage };
}

export interface OutboxAppend {
  append: { toMessageWith: string; line: string };
}

/** `shown`, written as it is sent, counts this row's events and those of the digest it edits. */
export interface OutboxDigest {
  digest: { waiting: number; shown?: number };
}

export type OutboxPayload = OutboxMessage | OutboxAppend | OutboxDigest | OutboxRepost;

export type Recipient = number;
