import { readFile } from 'node:fs/promises';
import {
  DEMO_ALBUM_MAX_PHOTOS,
  demoBotActionResultSchema,
  demoBotPhotosFieldsSchema,
  demoBotChatListSchema,
  demoBotPressSchema,
  demoBotSendSchema,
  demoInlineAnswerSchema,
  demoInlineChoiceSchema,
  demoInlineQuerySchema,
  demoPreparedShareSchema,
  type DemoBotChat,
  type DemoInlineAnswer,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { DEMO_USERS } from '../demo/demo-users.ts';
import { AppError } from '../http/app-error.ts';
import { readMultipartForm } from '../http/multipart-form.ts';
import { textResponse } from '../http/text-response.ts';
import { MESSAGE_NOT_FOUND, RESULT_NOT_FOUND, type BotStandin } from './bot-standin.ts';
import { demoBotMessage } from './demo-bot-message.ts';
import type { StandinUser } from './standin-updates.ts';

const chatParams = z.object({
  chatId: z
    .string()
    .regex(/^-?\d{1,16}$/)
    .transform(Number),
});
const STAFF_CHAT_TITLE = 'Модераторы (группа)';
const CHAT_NOT_FOUND = 'Чат не найден';
const NOT_A_MEMBER = 'Этот пользователь не участвует в чате';
const DEMO_USER_NOT_FOUND = 'Демо-пользователь не найден';
const NO_INLINE_ANSWER = 'Бот не ответил на запрос';
const NO_PHOTOS = 'Выберите хотя бы одно фото';
const FILE_NOT_FOUND = 'Файл не найден';
const fileParams = z.object({ fileId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });

export function demoBotRoutes(deps: {
  db: Database;
  standin: BotStandin;
  staffChatId: number | null;
}) {
  const { standin } = deps;
  const chats = () => [
    ...DEMO_USERS.map((user) => ({
      chatId: user.id,
      type: 'private' as const,
      title: `${user.firstName} (${user.label})`,
    })),
    ...(deps.staffChatId === null
      ? []
      : [{ chatId: deps.staffChatId, type: 'group' as const, title: STAFF_CHAT_TITLE }]),
    ...standin.channels
      .all()
      .map((channel) => ({ chatId: channel.id, type: 'channel' as const, title: channel.title })),
  ];

  function member(chatId: number, userId: string): StandinUser {
    const chat = chats().find((candidate) => candidate.chatId === chatId);
    if (chat === undefined) throw new AppError('not_found', CHAT_NOT_FOUND);
    const user = DEMO_USERS.find((candidate) => String(candidate.id) === userId);
    if (user === undefined) throw new AppError('not_found', DEMO_USER_NOT_FOUND);
    if (chat.type === 'private' && chat.chatId !== user.id) {
      throw new AppError('forbidden', NOT_A_MEMBER);
    }
    return { id: user.id, firstName: user.firstName, username: user.username };
  }

  async function attempt<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (message === MESSAGE_NOT_FOUND || message === RESULT_NOT_FOUND) {
        throw new AppError('not_found', message);
      }
      throw new AppError('unavailable', message);
    }
  }
  const delivered = async (action: () => Promise<string | null>) => ({
    callback_answer: await attempt(action),
  });

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/demo/bot/chats',
      {
        config: { public: true },
        schema: {
          summary: "The demo bot's chats (demo)",
          response: { 200: demoBotChatListSchema },
        },
      },
      async (): Promise<DemoBotChat[]> => {
        const messages = await standin.messages();
        return chats().map((chat) => ({
          chat_id: String(chat.chatId),
          type: chat.type,
          title: chat.title,
          messages: messages.filter((row) => row.chatId === chat.chatId).map(demoBotMessage),
        }));
      },
    );
    r.post(
      '/api/demo/bot/chats/:chatId/press',
      {
        config: { public: true },
        schema: {
          summary: 'Press an inline button in a demo chat (demo)',
          params: chatParams,
          body: demoBotPressSchema,
          response: { 200: demoBotActionResultSchema },
        },
      },
      async (request) => {
        const { chatId } = request.params;
        const user = member(chatId, request.body.from_user_id);
        return delivered(() =>
          standin.press(user, chatId, request.body.message_id, request.body.callback_data),
        );
      },
    );
    r.post(
      '/api/demo/bot/chats/:chatId/messages',
      {
        config: { public: true },
        schema: {
          summary: 'Send the bot a message from a demo chat (demo)',
          params: chatParams,
          body: demoBotSendSchema,
          response: { 200: demoBotActionResultSchema },
        },
      },
      async (request) => {
        const { chatId } = request.params;
        const user = member(chatId, request.body.from_user_id);
        const replyTo = request.body.reply_to_message_id ?? null;
        return delivered(async () => {
          await standin.write(user, chatId, request.body.text, replyTo);
          return null;
        });
      },
    );
    r.post(
      '/api/demo/bot/chats/:chatId/photos',
      {
        config: { public: true },
        schema: {
          summary: 'Send the bot photos from a demo chat (demo)',
          params: chatParams,
          response: { 200: demoBotActionResultSchema },
        },
      },
      async (request) => {
        const { chatId } = request.params;
        const form = await readMultipartForm(request, {
          keepFile: (field) => field === 'photos',
          maxFiles: DEMO_ALBUM_MAX_PHOTOS,
        });
        const fields = demoBotPhotosFieldsSchema.safeParse(form.fields);
        if (!fields.success) throw new AppError('validation', DEMO_USER_NOT_FOUND);
        if (form.files.length === 0) throw new AppError('validation', NO_PHOTOS);
        const user = member(chatId, fields.data.from_user_id);
        const photos = await Promise.all(form.files.map((file) => readFile(file.path)));
        return delivered(async () => {
          await standin.sendPhotos(user, chatId, photos, fields.data.caption?.trim() || null);
          return null;
        });
      },
    );
    // The Bot API's own download path carries the token.
    // No type provider: the body is bytes, which the zod provider would type as a string.
    app.get<{ Params: z.infer<typeof fileParams> }>(
      '/api/demo/bot/files/:fileId',
      {
        config: { public: true },
        schema: {
          summary: 'A file the demo bot was sent (demo)',
          params: fileParams,
          response: { 200: textResponse('image/jpeg') },
        },
      },
      async (request, reply) => {
        const bytes = await standin.readFile(request.params.fileId);
        if (bytes === null) throw new AppError('not_found', FILE_NOT_FOUND);
        return reply
          .type('image/jpeg')
          .header('cache-control', 'private, max-age=86400')
          .send(bytes);
      },
    );
    r.post(
      '/api/demo/bot/chats/:chatId/inline',
      {
        config: { public: true },
        schema: {
          summary: 'Type an inline query in a demo chat (demo)',
          params: chatParams,
          body: demoInlineQuerySchema,
          response: { 200: demoInlineAnswerSchema },
        },
      },
      async (request): Promise<DemoInlineAnswer> => {
        const { chatId } = request.params;
        const user = member(chatId, request.body.from_user_id);
        const answer = await attempt(() =>
          standin.inlineQuery(user, chatId, request.body.query, request.body.offset ?? ''),
        );
        if (answer === null) throw new AppError('unavailable', NO_INLINE_ANSWER);
        const { queryId, results, next_offset } = answer;
        return {
          query_id: queryId,
          next_offset,
          results: results.map((result) => ({
            id: result.id,
            title: result.title ?? null,
            description: result.description ?? null,
            thumbnail_url: result.thumbnail_url ?? null,
          })),
        };
      },
    );
    r.post(
      '/api/demo/bot/chats/:chatId/inline-result',
      {
        config: { public: true },
        schema: {
          summary: 'Choose an inline result in a demo chat (demo)',
          params: chatParams,
          body: demoInlineChoiceSchema,
          response: { 200: demoBotActionResultSchema },
        },
      },
      async (request) => {
        const { chatId } = request.params;
        const user = member(chatId, request.body.from_user_id);
        const { query_id, result_id } = request.body;
        return delivered(async () => {
          await standin.chooseInlineResult(user, chatId, query_id, result_id);
          return null;
        });
      },
    );
    r.post(
      '/api/demo/bot/chats/:chatId/prepared',
      {
        config: { public: true },
        schema: {
          summary: 'Send a prepared message from a demo chat (demo)',
          params: chatParams,
          body: demoPreparedShareSchema,
          response: { 200: demoBotActionResultSchema },
        },
      },
      async (request) => {
        const { chatId } = request.params;
        const user = member(chatId, request.body.from_user_id);
        return delivered(async () => {
          await standin.sendPrepared(user, chatId, request.body.prepared_message_id);
          return null;
        });
      },
    );
  };
}
