import { randomUUID } from 'node:crypto';
import type { StandinBot } from './standin-api.ts';
import { messageJson, newCallbackQueryId } from './standin-api.ts';
import type { StandinContext } from './standin-api.ts';
import type { StandinInlineAnswer } from './standin-inline.ts';
import type { StandinMessageRow } from './standin.repository.ts';

const DELIVERY_TIMEOUT_MS = 15_000;

export interface StandinUser {
  id: number;
  firstName: string;
  username: string | null;
}

export const NO_WEBHOOK = 'Бот не подключён: вебхук ещё не задан';
export const NOT_DELIVERED = 'Сервер бота не ответил';

function userJson(user: StandinUser) {
  return {
    id: user.id,
    is_bot: false,
    first_name: user.firstName,
    ...(user.username !== null && { username: user.username }),
    language_code: 'ru',
  };
}

async function deliver(context: StandinContext, update: Record<string, unknown>): Promise<void> {
  const webhook = await context.store.webhook();
  if (webhook === null) throw new Error(NO_WEBHOOK);
  const updateId = await context.store.nextUpdateId();
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(webhook.secretToken !== null && {
        'x-telegram-bot-api-secret-token': webhook.secretToken,
      }),
    },
    body: JSON.stringify({ update_id: updateId, ...update }),
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await response.text();
  if (!response.ok) throw new Error(`${NOT_DELIVERED} (${response.status})`);
}

function withAuthor(bot: StandinBot, row: StandinMessageRow, author: StandinUser | null) {
  const json = messageJson(bot, row);
  return author === null ? json : { ...json, from: userJson(author) };
}

export async function pressButton(
  context: StandinContext,
  user: StandinUser,
  message: StandinMessageRow,
  data: string,
): Promise<string | null> {
  const id = newCallbackQueryId();
  context.callbackAnswers.set(id, null);
  try {
    await deliver(context, {
      callback_query: {
        id,
        from: userJson(user),
        message: withAuthor(context.bot, message, null),
        chat_instance: String(message.chatId),
        data,
      },
    });
    return context.callbackAnswers.get(id) ?? null;
  } finally {
    context.callbackAnswers.delete(id);
  }
}

export async function writeMessage(
  context: StandinContext,
  user: StandinUser,
  chatId: number,
  text: string,
  replyTo: StandinMessageRow | null,
): Promise<void> {
  const row = await context.store.addMessage({
    chatId,
    fromId: user.id,
    text,
    replyToMessageId: replyTo?.messageId ?? null,
  });
  const command = /^\/[A-Za-z0-9_]+(@\w+)?/.exec(text);
  await deliver(context, {
    message: {
      ...withAuthor(context.bot, row, user),
      ...(chatId > 0 && { chat: { id: chatId, type: 'private', first_name: user.firstName } }),
      ...(command !== null && {
        entities: [{ type: 'bot_command', offset: 0, length: command[0].length }],
      }),
      ...(replyTo !== null && {
        reply_to_message: withAuthor(context.bot, replyTo, null),
      }),
    },
  });
}

export async function askInline(
  context: StandinContext,
  user: StandinUser,
  chatType: 'sender' | 'private' | 'group',
  query: string,
  offset: string,
): Promise<(StandinInlineAnswer & { queryId: string }) | null> {
  const id = context.inline.open();
  try {
    await deliver(context, {
      inline_query: { id, from: userJson(user), query, offset, chat_type: chatType },
    });
  } finally {
    context.inline.close(id);
  }
  const answer = context.inline.answered(id);
  return answer === null ? null : { ...answer, queryId: id };
}

export async function changeBotMembership(
  context: StandinContext,
  owner: StandinUser,
  channel: { id: number; title: string; username: string },
  oldMember: Record<string, unknown>,
  newMember: Record<string, unknown>,
): Promise<void> {
  const bot = {
    id: context.bot.id,
    is_bot: true,
    first_name: context.bot.firstName,
    username: context.bot.username,
  };
  await deliver(context, {
    my_chat_member: {
      chat: { id: channel.id, type: 'channel', title: channel.title, username: channel.username },
      from: userJson(owner),
      date: Math.floor(Date.now() / 1000),
      old_chat_member: { user: bot, ...oldMember },
      new_chat_member: { user: bot, ...newMember },
    },
  });
}

/** The Bot API's own path has the token. */
export const DEMO_FILE_PREFIX = '/api/demo/bot/files/';

const newFileId = () => `AgAC${randomUUID().replace(/-/g, '')}`;

export async function sendPhotos(
  context: StandinContext,
  user: StandinUser,
  chatId: number,
  photos: Buffer[],
  caption: string | null,
): Promise<void> {
  const mediaGroupId = photos.length > 1 ? String(Date.now()) + randomUUID().slice(0, 4) : null;
  for (const [index, bytes] of photos.entries()) {
    const fileId = newFileId();
    await context.store.putFile(fileId, bytes);
    const withCaption = index === 0 && caption !== null && caption !== '';
    const row = await context.store.addMessage({
      chatId,
      fromId: user.id,
      photoUrl: `${DEMO_FILE_PREFIX}${fileId}`,
      caption: withCaption ? caption : null,
    });
    await deliver(context, {
      message: {
        ...withAuthor(context.bot, row, user),
        chat: { id: chatId, type: 'private', first_name: user.firstName },
        photo: [{ file_id: fileId, file_unique_id: fileId.slice(4, 20), width: 1280, height: 960 }],
        ...(mediaGroupId !== null && { media_group_id: mediaGroupId }),
      },
    });
  }
}
