import { randomUUID } from 'node:crypto';
import type { StandinChannels } from './standin-channels.ts';
import { plainText } from './standin-text.ts';
import type { StandinInline } from './standin-inline.ts';
import type { StandinMessageRow, StandinStore } from './standin.repository.ts';

export type ApiAnswer =
  | { ok: true; result: unknown }
  | {
      ok: false;
      error_code: number;
      description: string;
      parameters?: { retry_after: number };
    };

export interface StandinBot {
  id: number;
  username: string;
  firstName: string;
}

export interface StandinContext {
  bot: StandinBot;
  store: StandinStore;
  admit: (chatId: number, nowMs: number) => number | null;
  blocked: ReadonlySet<number>;
  callbackAnswers: Map<string, string | null>;
  inline: StandinInline;
  channels: StandinChannels;
}

type Params = Record<string, unknown>;

const fail = (error_code: number, description: string): ApiAnswer => ({
  ok: false,
  error_code,
  description,
});
const ok = (result: unknown): ApiAnswer => ({ ok: true, result });

const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

function chatOf(chatId: number) {
  return chatId > 0
    ? { id: chatId, type: 'private' as const, first_name: String(chatId) }
    : { id: chatId, type: 'supergroup' as const, title: 'Модераторы' };
}

export function botUser(bot: StandinBot) {
  return { id: bot.id, is_bot: true, first_name: bot.firstName, username: bot.username };
}

export function messageJson(bot: StandinBot, row: StandinMessageRow) {
  return {
    message_id: row.messageId,
    date: Math.floor(row.createdAt.getTime() / 1000),
    chat: chatOf(row.chatId),
    from: row.fromId === null ? botUser(bot) : { id: row.fromId, is_bot: false, first_name: '' },
    ...(row.text !== null && { text: row.text }),
    ...(row.photoUrl !== null && {
      photo: [
        {
          file_id: `photo-${row.messageId}`,
          file_unique_id: `p${row.messageId}`,
          width: 1280,
          height: 960,
        },
      ],
    }),
    ...(row.caption !== null && { caption: row.caption }),
    ...(row.replyMarkup.length > 0 && { reply_markup: { inline_keyboard: row.replyMarkup } }),
  };
}

function chatIdOf(params: Params): number | null {
  const value = params.chat_id;
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id !== 0 ? id : null;
}

function keyboardOf(params: Params): { rows: unknown[][]; forceReply: boolean } {
  const markup = params.reply_markup as
    { inline_keyboard?: unknown[][]; force_reply?: boolean } | undefined;
  return { rows: markup?.inline_keyboard ?? [], forceReply: markup?.force_reply === true };
}

function replyToOf(params: Params): number | null {
  const reply = params.reply_parameters as { message_id?: unknown } | undefined;
  const id = reply?.message_id ?? params.reply_to_message_id;
  return typeof id === 'number' ? id : null;
}

/** What Telegram answers a send to a chat that blocked the bot, or past the chat's send limit. */
function refusalFor(context: StandinContext, chatId: number): ApiAnswer | null {
  if (context.blocked.has(chatId)) return fail(403, 'Forbidden: bot was blocked by the user');
  const retryAfter = context.admit(chatId, Date.now());
  if (retryAfter === null) return null;
  return {
    ok: false,
    error_code: 429,
    description: `Too Many Requests: retry after ${retryAfter}`,
    parameters: { retry_after: retryAfter },
  };
}

async function send(context: StandinContext, params: Params, photo: boolean): Promise<ApiAnswer> {
  const chatId = chatIdOf(params);
  if (chatId === null) return fail(400, 'Bad Request: chat not found');
  const body = photo ? params.caption : params.text;
  if (!photo && (typeof body !== 'string' || body.trim() === '')) {
    return fail(400, 'Bad Request: message text is empty');
  }
  if (photo && typeof params.photo !== 'string') {
    return fail(400, 'Bad Request: wrong remote file identifier specified');
  }
  const refusal = refusalFor(context, chatId);
  if (refusal !== null) return refusal;
  const text = typeof body === 'string' ? plainText(body) : null;
  const keyboard = keyboardOf(params);
  const row = await context.store.addMessage({
    chatId,
    fromId: null,
    text: photo ? null : text,
    caption: photo ? text : null,
    photoUrl: photo ? (params.photo as string) : null,
    replyMarkup: keyboard.rows,
    forceReply: keyboard.forceReply,
    replyToMessageId: replyToOf(params),
  });
  return ok(messageJson(context.bot, row));
}

async function edit(
  context: StandinContext,
  params: Params,
  field: 'text' | 'caption' | 'markup',
): Promise<ApiAnswer> {
  const chatId = chatIdOf(params);
  const messageId = params.message_id;
  if (chatId === null || typeof messageId !== 'number') {
    return fail(400, 'Bad Request: message to edit not found');
  }
  const row = await context.store.findMessage(chatId, messageId);
  if (row === null || row.fromId !== null)
    return fail(400, 'Bad Request: message to edit not found');
  const rows = keyboardOf(params).rows;
  const set: Parameters<StandinStore['editMessage']>[1] = { replyMarkup: rows };
  if (field !== 'markup') {
    const value = params[field];
    if (typeof value !== 'string') return fail(400, `Bad Request: ${field} is empty`);
    if (field === 'text' && row.text === null) {
      return fail(400, 'Bad Request: there is no text in the message to edit');
    }
    set[field] = plainText(value);
  }
  const unchanged =
    (set.text === undefined || set.text === row.text) &&
    (set.caption === undefined || set.caption === row.caption) &&
    JSON.stringify(rows) === JSON.stringify(row.replyMarkup);
  if (unchanged) {
    return fail(
      400,
      'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
    );
  }
  return ok(messageJson(context.bot, await context.store.editMessage(messageId, set)));
}

export const filePathOf = (fileId: string) => `photos/${fileId}.jpg`;

async function getFile(context: StandinContext, params: Params): Promise<ApiAnswer> {
  const fileId = params.file_id;
  const bytes = typeof fileId === 'string' ? await context.store.readFile(fileId) : null;
  if (typeof fileId !== 'string' || bytes === null) {
    return fail(400, 'Bad Request: invalid file_id');
  }
  return ok({
    file_id: fileId,
    file_unique_id: fileId.slice(0, 16),
    file_size: bytes.length,
    file_path: filePathOf(fileId),
  });
}

// core.telegram.org/bots/api#sendmediagroup.
const ALBUM_MIN = 2;
const ALBUM_MAX = 10;

async function sendAlbum(context: StandinContext, params: Params): Promise<ApiAnswer> {
  const chatId = chatIdOf(params);
  if (chatId === null) return fail(400, 'Bad Request: chat not found');
  const media = params.media;
  if (!Array.isArray(media) || media.length < ALBUM_MIN || media.length > ALBUM_MAX) {
    return fail(400, 'Bad Request: wrong number of media in the album');
  }
  const items = media as { type?: unknown; media?: unknown; caption?: unknown }[];
  if (!items.every((item) => item.type === 'photo' && typeof item.media === 'string')) {
    return fail(400, 'Bad Request: wrong remote file identifier specified');
  }
  const refusal = refusalFor(context, chatId);
  if (refusal !== null) return refusal;
  const sent = [];
  for (const item of items) {
    const row = await context.store.addMessage({
      chatId,
      fromId: null,
      photoUrl: item.media as string,
      caption: typeof item.caption === 'string' ? plainText(item.caption) : null,
    });
    sent.push(messageJson(context.bot, row));
  }
  return ok(sent);
}

export async function answerMethod(
  context: StandinContext,
  method: string,
  params: Params,
): Promise<ApiAnswer> {
  switch (method) {
    case 'getMe':
      return ok({ ...botUser(context.bot), can_join_groups: true, supports_inline_queries: true });
    case 'setWebhook': {
      const url = params.url;
      const secret = params.secret_token;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        return fail(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
      }
      if (secret !== undefined && (typeof secret !== 'string' || !SECRET_TOKEN.test(secret))) {
        return fail(400, 'Bad Request: secret token contains unallowed characters');
      }
      await context.store.setWebhook(url, typeof secret === 'string' ? secret : null);
      return ok(true);
    }
    case 'setChatMenuButton':
    case 'setMyCommands':
      return ok(true);
    case 'sendMessage':
      return send(context, params, false);
    case 'sendPhoto':
      return send(context, params, true);
    case 'sendMediaGroup':
      return sendAlbum(context, params);
    case 'getFile':
      return getFile(context, params);
    case 'editMessageText':
      return edit(context, params, 'text');
    case 'editMessageCaption':
      return edit(context, params, 'caption');
    case 'editMessageReplyMarkup':
      return edit(context, params, 'markup');
    case 'answerCallbackQuery': {
      const id = params.callback_query_id;
      if (typeof id !== 'string' || !context.callbackAnswers.has(id)) {
        return fail(
          400,
          'Bad Request: query is too old and response timeout expired or query ID is invalid',
        );
      }
      context.callbackAnswers.set(id, typeof params.text === 'string' ? params.text : null);
      return ok(true);
    }
    case 'getChat': {
      const chat = context.channels.chat(params);
      return chat === null ? fail(400, 'Bad Request: chat not found') : ok(chat);
    }
    case 'getChatMember': {
      const member = context.channels.member(params, (id) =>
        id === context.bot.id
          ? botUser(context.bot)
          : { id, is_bot: false, first_name: String(id) },
      );
      return member === null ? fail(400, 'Bad Request: chat not found') : ok(member);
    }
    case 'answerInlineQuery': {
      const refused = context.inline.answer(params);
      return refused === null ? ok(true) : fail(400, refused);
    }
    case 'savePreparedInlineMessage': {
      const prepared = context.inline.prepare(params);
      return typeof prepared === 'string' ? fail(400, prepared) : ok(prepared);
    }
    default:
      return fail(404, 'Not Found');
  }
}

export const newCallbackQueryId = (): string => randomUUID().replace(/-/g, '').slice(0, 20);
