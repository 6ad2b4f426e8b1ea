import { z } from 'zod';
import { textField } from '../common/safe-input';
import { userIdSchema } from '../common/wire';

export const notificationSettingsSchema = z.object({ enabled: z.boolean() });

// `allows_write_to_pm`: the user granted write access in the app.
export const notificationStatusSchema = notificationSettingsSchema.extend({
  bot_can_write: z.boolean(),
});
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

export const writeAccessSchema = z.object({ granted: z.boolean() });

/** `https://t.me/<username>/<appShortName>`; null while the bot's name is not known yet. */
export const botLinkSchema = z.object({
  username: z.string(),
  appShortName: z.string(),
});
export type BotLink = z.infer<typeof botLinkSchema>;

// Demo mode only: the Bot API stand-in's chats. Buttons keep the Bot API's field names.
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
  /** A negative id for the staff group. */
  chat_id: z.string().regex(/^-?\d+$/),
  type: z.enum(['private', 'group', 'channel']),
  title: z.string(),
  messages: z.array(demoBotMessageSchema),
});
export type DemoBotChat = z.infer<typeof demoBotChatSchema>;

export const demoBotChatListSchema = z.array(demoBotChatSchema);

export const demoBotPressSchema = z.object({
  from_user_id: userIdSchema,
  message_id: z.number().int().positive(),
  callback_data: z.string().min(1).max(64),
});

export const demoBotSendSchema = z.object({
  from_user_id: userIdSchema,
  text: z.string().trim().min(1).max(4096),
  reply_to_message_id: z.number().int().positive().nullable().optional(),
});

export const demoBotActionResultSchema = z.object({
  callback_answer: z.string().nullable(),
});

export const preparedShareSchema = z.object({ prepared_message_id: z.string() });
export type PreparedShare = z.infer<typeof preparedShareSchema>;

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

export const demoInlineAnswerSchema = z.object({
  query_id: z.string(),
  results: z.array(demoInlineResultSchema),
  next_offset: z.string(),
});
export type DemoInlineAnswer = z.infer<typeof demoInlineAnswerSchema>;

export const demoInlineChoiceSchema = z.object({
  from_user_id: userIdSchema,
  query_id: z.string().min(1).max(64),
  result_id: z.string().min(1).max(64),
});

export const demoPreparedShareSchema = z.object({
  from_user_id: userIdSchema,
  prepared_message_id: z.string().min(1).max(64),
});

const SELLER_CHANNEL_MESSAGES = {
  format: 'Укажите канал: @имя_канала, ссылку t.me/имя_канала или его id',
} as const;

/** As typed: `@name`, a t.me link, or `-100…`. */
export const sellerChannelLinkSchema = z.object({
  channel: textField({ error: SELLER_CHANNEL_MESSAGES.format })
    .trim()
    .regex(/^(?:@?\w{4,32}|(?:https?:\/\/)?t\.me\/\w{4,32}\/?|-100\d{5,13})$/, {
      error: SELLER_CHANNEL_MESSAGES.format,
    }),
});

export const sellerChannelSchema = z.object({
  channel: z.object({ title: z.string(), username: z.string().nullable() }).nullable(),
});
export type SellerChannel = z.infer<typeof sellerChannelSchema>;

/** The Bot API's album limit (sendMediaGroup). */
export const DEMO_ALBUM_MAX_PHOTOS = 10;

export const demoBotPhotosFieldsSchema = z.object({
  from_user_id: userIdSchema,
  caption: z.string().max(1024).optional(),
});
