import type { Api } from 'grammy';
import { z } from 'zod';

/** A Bot API call answered `ok: true` with a result we cannot read (CONVENTIONS.md §15). */
export class UnexpectedBotAnswer extends Error {
  constructor(readonly method: string) {
    super(`Telegram ${method}: unexpected answer`);
    this.name = 'UnexpectedBotAnswer';
  }
}

// grammY wraps what a handler throws in a BotError; its cause is the error itself.
export function isUnexpectedBotAnswer(error: unknown): boolean {
  if (error instanceof UnexpectedBotAnswer) return true;
  return error instanceof Error && 'error' in error && error.error instanceof UnexpectedBotAnswer;
}

// Telegram ids may exceed 32 bits (telegram-bot.md): checked as numbers, stored in bigint columns.
const id = z.number().int();
const message = z.looseObject({ message_id: id, chat: z.looseObject({ id }) });
const editedMessage = z.union([message, z.literal(true)]);

/** The fields of each answer the product reads; a method not listed has its answer unread. */
const RESULTS: Readonly<Record<string, z.ZodType>> = {
  getMe: z.looseObject({ id, is_bot: z.literal(true), username: z.string().min(1) }),
  sendMessage: message,
  sendPhoto: message,
  editMessageText: editedMessage,
  editMessageCaption: editedMessage,
  getChat: z
    .looseObject({ id, type: z.string(), title: z.string().optional() })
    .refine((chat) => chat.type !== 'channel' || chat.title !== undefined),
  getChatMember: z.looseObject({ status: z.string() }),
  getFile: z.looseObject({ file_id: z.string(), file_path: z.string().min(1).optional() }),
  savePreparedInlineMessage: z.looseObject({ id: z.string().min(1) }),
};

/** Every answer the product reads goes through its schema before any code sees it. */
export function parseBotAnswers(api: Api, log: { warn(obj: object, msg: string): void }): Api {
  api.config.use(async (prev, method, payload, signal) => {
    const answer = await prev(method, payload, signal);
    const schema = RESULTS[method];
    if (!answer.ok || schema === undefined || schema.safeParse(answer.result).success) {
      return answer;
    }
    log.warn({ method }, 'Telegram answered an unexpected shape');
    throw new UnexpectedBotAnswer(method);
  });
  return api;
}
