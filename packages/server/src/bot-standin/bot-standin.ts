import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { textResponse } from '../http/text-response.ts';
import { answerMethod, type StandinBot, type StandinContext } from './standin-api.ts';
import { createSendLimits } from './standin-limits.ts';
import { createStandinInline, postResult, type StandinInlineAnswer } from './standin-inline.ts';
import { createStandinStore } from './standin.repository.ts';
import {
  askInline,
  changeBotMembership,
  pressButton,
  sendPhotos,
  writeMessage,
  type StandinUser,
} from './standin-updates.ts';
import {
  DEMO_CHANNEL,
  adminRights,
  createStandinChannels,
  type StandinChannels,
} from './standin-channels.ts';
import { DEMO_SELLER_ID } from '../demo/demo-users.ts';

export const STANDIN_PREFIX = '/telegram-bot-api';
export const STANDIN_BOT_USERNAME = 'flowers_demo_bot';
/** Telegram's "about 30 messages per second" for bulk notifications. */
export const STANDIN_MESSAGES_PER_SECOND = 30;

export interface BotStandin {
  bot: StandinBot;
  apiRoot(baseUrl: string): string;
  routes: (app: FastifyInstance) => Promise<void>;
  block(chatId: number): void;
  messages: ReturnType<typeof createStandinStore>['messages'];
  findMessage: ReturnType<typeof createStandinStore>['findMessage'];
  press(user: StandinUser, chatId: number, messageId: number, data: string): Promise<string | null>;
  write(user: StandinUser, chatId: number, text: string, replyTo: number | null): Promise<void>;
  sendPhotos(
    user: StandinUser,
    chatId: number,
    photos: Buffer[],
    caption: string | null,
  ): Promise<void>;
  putFile(bytes: Buffer): Promise<string>;
  readFile(fileId: string): Promise<Buffer | null>;
  inlineQuery(
    user: StandinUser,
    chatId: number,
    query: string,
    offset: string,
  ): Promise<(StandinInlineAnswer & { queryId: string }) | null>;
  chooseInlineResult(
    user: StandinUser,
    chatId: number,
    queryId: string,
    resultId: string,
  ): Promise<void>;
  sendPrepared(user: StandinUser, chatId: number, preparedId: string): Promise<void>;
  channels: StandinChannels;
  /** Telegram then sends my_chat_member. */
  removeFromChannel(owner: StandinUser, chatId: number): Promise<void>;
}

const fileParams = z.object({
  bot: z.string().regex(/^bot\d+:[\w-]+$/),
  fileName: z.string().regex(/^[A-Za-z0-9_-]{1,128}\.jpg$/),
});

const methodParams = z.object({
  bot: z.string().regex(/^bot\d+:[\w-]+$/),
  method: z.string().regex(/^[A-Za-z]+$/),
});

// A path that fails validation is refused by our own error handler, as `{ error }`.
const apiAnswerSchema = z.looseObject({ ok: z.boolean() });
const apiAnswers = {
  200: apiAnswerSchema,
  '4xx': z.union([apiAnswerSchema, errorResponseSchema]),
};

export const MESSAGE_NOT_FOUND = 'Сообщение не найдено';
export const RESULT_NOT_FOUND = 'Результат не найден: начните поиск заново';

const chatTypeOf = (chatId: number) => (chatId > 0 ? 'private' : 'group');

/** Only the Bot API methods we call, with Telegram's shapes and errors (429, 403 included). */
export function createBotStandin(options: {
  db: Database;
  token: string;
  messagesPerSecond?: number;
  onCall?: (method: string, params: Record<string, unknown>) => void;
}): BotStandin {
  const bot: StandinBot = {
    id: Number(options.token.split(':')[0]),
    username: STANDIN_BOT_USERNAME,
    firstName: 'Цветы',
  };
  const store = createStandinStore(options.db, bot.id);
  const blocked = new Set<number>();
  const context: StandinContext = {
    bot,
    store,
    admit: createSendLimits(options.messagesPerSecond ?? STANDIN_MESSAGES_PER_SECOND),
    blocked,
    callbackAnswers: new Map(),
    inline: createStandinInline(),
    channels: createStandinChannels(),
  };
  context.channels.put({
    ...DEMO_CHANNEL,
    title: 'Цветы Ольги (демо-канал)',
    members: new Map<number, Record<string, unknown>>([
      [bot.id, adminRights()],
      [DEMO_SELLER_ID, { status: 'creator', is_anonymous: false }],
    ]),
  });

  async function message(chatId: number, messageId: number) {
    const row = await store.findMessage(chatId, messageId);
    if (row === null) throw new Error(MESSAGE_NOT_FOUND);
    return row;
  }

  return {
    bot,
    apiRoot: (baseUrl) => `${baseUrl}${STANDIN_PREFIX}`,
    async routes(app) {
      const r = app.withTypeProvider<ZodTypeProvider>();
      r.post(
        `${STANDIN_PREFIX}/:bot/:method`,
        {
          // Our own server is the caller: no user's write limit applies.
          config: { public: true, rateLimit: false },
          schema: { params: methodParams, response: apiAnswers },
        },
        async (request, reply) => {
          if (request.params.bot !== `bot${options.token}`) {
            return reply
              .status(401)
              .send({ ok: false, error_code: 401, description: 'Unauthorized' });
          }
          const body = (request.body ?? {}) as Record<string, unknown>;
          options.onCall?.(request.params.method, body);
          const answer = await answerMethod(context, request.params.method, body);
          return reply.status(answer.ok ? 200 : answer.error_code).send(answer);
        },
      );
      // No type provider: the body is bytes, which the zod provider would type as a string.
      app.get<{ Params: z.infer<typeof fileParams> }>(
        `${STANDIN_PREFIX}/file/:bot/photos/:fileName`,
        {
          config: { public: true, rateLimit: false },
          schema: {
            params: fileParams,
            response: { 200: textResponse('image/jpeg'), '4xx': apiAnswerSchema },
          },
        },
        async (request, reply) => {
          const bytes =
            request.params.bot === `bot${options.token}`
              ? await store.readFile(request.params.fileName.slice(0, -'.jpg'.length))
              : null;
          if (bytes === null)
            return reply.status(404).send({ ok: false, error_code: 404, description: 'Not Found' });
          return reply.type('image/jpeg').send(bytes);
        },
      );
    },
    block: (chatId) => blocked.add(chatId),
    messages: store.messages,
    findMessage: store.findMessage,
    async press(user, chatId, messageId, data) {
      const row = await message(chatId, messageId);
      const buttons = row.replyMarkup.flat() as { callback_data?: string }[];
      if (!buttons.some((button) => button.callback_data === data))
        throw new Error(MESSAGE_NOT_FOUND);
      return pressButton(context, user, row, data);
    },
    async write(user, chatId, text, replyTo) {
      const replied = replyTo === null ? null : await message(chatId, replyTo);
      await writeMessage(context, user, chatId, text, replied);
    },
    sendPhotos: (user, chatId, photos, caption) =>
      sendPhotos(context, user, chatId, photos, caption),
    async putFile(bytes) {
      const fileId = `AgAC${randomUUID().replace(/-/g, '')}`;
      await store.putFile(fileId, bytes);
      return fileId;
    },
    readFile: (fileId) => store.readFile(fileId),
    inlineQuery: (user, chatId, query, offset) =>
      askInline(context, user, chatId === user.id ? 'sender' : chatTypeOf(chatId), query, offset),
    async chooseInlineResult(user, chatId, queryId, resultId) {
      const result = context.inline.answered(queryId)?.results.find((r) => r.id === resultId);
      if (result === undefined) throw new Error(RESULT_NOT_FOUND);
      await postResult(store, chatId, user.id, result);
    },
    channels: context.channels,
    async removeFromChannel(owner, chatId) {
      const channel = context.channels.get(chatId);
      if (channel === null) throw new Error(MESSAGE_NOT_FOUND);
      const before = channel.members.get(bot.id) ?? { status: 'left' };
      channel.members.set(bot.id, { status: 'left' });
      await changeBotMembership(context, owner, channel, before, { status: 'left' });
    },
    async sendPrepared(user, chatId, preparedId) {
      const result = context.inline.preparedFor(user.id, preparedId);
      if (result === null) throw new Error(RESULT_NOT_FOUND);
      await postResult(store, chatId, user.id, result);
    },
  };
}
