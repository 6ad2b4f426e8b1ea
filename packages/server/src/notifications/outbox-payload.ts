import type { StartTarget } from '@flowers/domain';

/**
 * Where the staff's group chat is written in the outbox: the worker sends it to STAFF_CHAT_ID,
 * so services need no configuration, and rows wait if the chat is set later.
 */
export const STAFF_CHAT = 0;

/**
 * A bouquet's channel post is named `ad:<id>`: its message id is kept in channel_posts when it
 * is sent (seller-channel/channel-post.ts).
 */
export const CHANNEL_POST_KEY_PREFIX = 'ad:';

/** A button into a screen of the app, or an inline button the bot answers itself. */
export type OutboxButton = { text: string; open: StartTarget } | { text: string; callback: string };

export interface OutboxMessage {
  /** Telegram HTML: user text inside must go through `escapeHtml`. */
  text: string;
  /** Public address (or a path on PUBLIC_URL) of a photo: the message goes out as a photo. */
  photoUrl?: string;
  buttons?: OutboxButton[][];
  /** Names a post (a channel's bouquet, `ad:<id>`) that later `repost` rows edit. */
  postKey?: string;
  /**
   * The bot's answer to what the user just sent it (an album): not a notification, so the
   * user's «Уведомления» toggle does not silence it.
   */
  answersUser?: true;
}

/**
 * The post named `postKey`, sent earlier to the same chat, edited to show `message` (its
 * photo stays; the caption and buttons change). Nothing happens if it was never sent.
 */
export interface OutboxRepost {
  repost: { postKey: string; message: OutboxMessage };
}

/**
 * A line appended to a staff-chat message sent earlier, found by one of its buttons' callback
 * data; the buttons go: someone decided, wherever they did.
 */
export interface OutboxAppend {
  append: { toMessageWith: string; line: string };
}

/**
 * Moderation events folded while the staff chat's queue was long (staff-digest.ts): the worker
 * shows them as one message, editing the previous digest while it is the chat's last message.
 * `waiting` counts this row's events; `shown`, written as it is sent, what its message shows
 * (these and those of the digest it edits).
 */
export interface OutboxDigest {
  digest: { waiting: number; shown?: number };
}

/** What one outbox row asks the worker to do in its chat. */
export type OutboxPayload = OutboxMessage | OutboxAppend | OutboxDigest | OutboxRepost;

/** A user's Telegram id for their private chat with the bot, or STAFF_CHAT. */
export type Recipient = number;
