import { z } from 'zod';
import { textField } from '../common/safe-input';
import { userIdSchema } from '../common/wire';

/** PUT /api/me/notifications: the user's «Уведомления» toggle. */
export const notificationSettingsSchema = z.object({ enabled: z.boolean() });

/**
 * GET /api/me/notifications: the toggle, and whether Telegram lets the bot write to this user
 * (they started the bot, or granted write access in the app: `allows_write_to_pm`).
 */
export const notificationStatusSchema = notificationSettingsSchema.extend({
  bot_can_write: z.boolean(),
});
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** POST /api/me/write-access: the answer the user gave to the app's `requestWriteAccess`. */
export const writeAccessSchema = z.object({ granted: z.boolean() });

/**
 * Where shared links and message buttons open the app: `https://t.me/<username>/<appShortName>`.
 * Part of GET /api/public-config; null while the bot's name is not known yet.
 */
export const botLinkSchema = z.object({
  username: z.string(),
  appShortName: z.string(),
});
export type BotLink = z.infer<typeof botLinkSchema>;

// Demo mode only: the Bot API stand-in's chats, so a browser can watch and press what
// Telegram would show. Buttons keep the Bot API's own field names.
const demoBotButtonSchema = z.object({
  text: z.string(),
  callback_data: z.string().optional(),
  url: z.string().optional(),
  web_app: z.object({ url: z.string() }).optional(),
});
export type DemoBotButton = z.infer<typeof demoBotButtonSchema>;

const demoBotMessageSchema = z.object({
  message_id: z.number().int(),
  /** Unix seconds, as the Bot API writes dates. */
  date: z.number().int(),
  /** Who wrote it: the bot, or a user's Telegram id. */
  from: z.union([z.literal('bot'), userIdSchema]),
  text: z.string().nullable(),
  photo_url: z.string().nullable(),
  caption: z.string().nullable(),
  reply_markup: z.array(z.array(demoBotButtonSchema)),
  reply_to_message_id: z.number().int().nullable(),
  edited: z.boolean(),
});
export type DemoBotMessage = z.infer<typeof demoBotMessageSchema>;

const demoBotChatSchema = z.object({
  /** A user's Telegram id for a private chat; a negative id for the staff group. */
  chat_id: z.string().regex(/^-?\d+$/),
  type: z.enum(['private', 'group', 'channel']),
  title: z.string(),
  messages: z.array(demoBotMessageSchema),
});
export type DemoBotChat = z.infer<typeof demoBotChatSchema>;

/** GET /api/demo/bot/chats */
export const demoBotChatListSchema = z.array(demoBotChatSchema);

/** POST /api/demo/bot/chats/{chatId}/press: a user presses an inline button. */
export const demoBotPressSchema = z.object({
  from_user_id: userIdSchema,
  message_id: z.number().int().positive(),
  callback_data: z.string().min(1).max(64),
});

/** POST /api/demo/bot/chats/{chatId}/messages: a user writes to the chat (a reply, /start). */
export const demoBotSendSchema = z.object({
  from_user_id: userIdSchema,
  text: z.string().trim().min(1).max(4096),
  reply_to_message_id: z.number().int().positive().nullable().optional(),
});

/** The answer to a press or a message: what Telegram would pop up (answerCallbackQuery). */
export const demoBotActionResultSchema = z.object({
  callback_answer: z.string().nullable(),
});

/** POST /api/ads/{id}/share-message: a message the bot prepared for the app's shareMessage. */
export const preparedShareSchema = z.object({ prepared_message_id: z.string() });
export type PreparedShare = z.infer<typeof preparedShareSchema>;

// Demo mode only: inline mode as a chat screen can show it.
/** POST /api/demo/bot/chats/{chatId}/inline: a user types `@bot <query>` in that chat. */
export const demoInlineQuerySchema = z.object({
  from_user_id: userIdSchema,
  query: z.string().max(256),
  offset: z.string().max(64).optional(),
});

const demoInlineResultSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});

/** The bot's answerInlineQuery, as the chat's result list shows it. */
export const demoInlineAnswerSchema = z.object({
  query_id: z.string(),
  results: z.array(demoInlineResultSchema),
  next_offset: z.string(),
});
export type DemoInlineAnswer = z.infer<typeof demoInlineAnswerSchema>;

/** POST /api/demo/bot/chats/{chatId}/inline-result: the user picks a result; it is posted. */
export const demoInlineChoiceSchema = z.object({
  from_user_id: userIdSchema,
  query_id: z.string().min(1).max(64),
  result_id: z.string().min(1).max(64),
});

/** POST /api/demo/bot/chats/{chatId}/prepared: the app's shareMessage lands in that chat. */
export const demoPreparedShareSchema = z.object({
  from_user_id: userIdSchema,
  prepared_message_id: z.string().min(1).max(64),
});

const SELLER_CHANNEL_MESSAGES = {
  format: 'Укажите канал: @имя_канала, ссылку t.me/имя_канала или его id',
} as const;

/** PUT /api/me/channel: the seller's channel as typed (`@name`, a t.me link, or `-100…`). */
export const sellerChannelLinkSchema = z.object({
  channel: textField({ error: SELLER_CHANNEL_MESSAGES.format })
    .trim()
    .regex(/^(?:@?\w{4,32}|(?:https?:\/\/)?t\.me\/\w{4,32}\/?|-100\d{5,13})$/, {
      error: SELLER_CHANNEL_MESSAGES.format,
    }),
});

/** GET, PUT and DELETE /api/me/channel: the linked channel, or null. */
export const sellerChannelSchema = z.object({
  channel: z.object({ title: z.string(), username: z.string().nullable() }).nullable(),
});
export type SellerChannel = z.infer<typeof sellerChannelSchema>;

/** An album in the Bot API (sendMediaGroup, and a user's media group): 2 to 10 items. */
export const DEMO_ALBUM_MAX_PHOTOS = 10;

/**
 * POST /api/demo/bot/chats/{chatId}/photos (multipart): a demo user sends the bot photos,
 * repeated `photos` files, several as an album with the caption on the first.
 */
export const demoBotPhotosFieldsSchema = z.object({
  from_user_id: userIdSchema,
  caption: z.string().max(1024).optional(),
});
