import { timingSafeEqual } from 'node:crypto';
import { okResponseSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { Database } from '../db/database.ts';
import { forgetUpdate, rememberUpdate } from './updates.repository.ts';
import { WEBHOOK_PATH, type TelegramBot } from './telegram-bot.ts';

const WRONG_SECRET = 'Неверный секретный токен';
const updateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Telegram's webhook (telegram-bot.md "Webhook"): the secret header is checked before
 * anything else, and each update_id is handled once even when Telegram delivers it again.
 */
export function botRoutes(deps: { db: Database; bot: TelegramBot; secret: string }) {
  return async (app: FastifyInstance) => {
    app.post(
      WEBHOOK_PATH,
      {
        config: { public: true, rateLimit: false },
        schema: { response: { 200: okResponseSchema } },
      },
      async (request, reply) => {
        if (!sameSecret(request.headers['x-telegram-bot-api-secret-token'], deps.secret)) {
          throw new AppError('unauthorized', WRONG_SECRET);
        }
        const parsed = updateSchema.safeParse(request.body);
        if (!parsed.success) throw new AppError('validation', 'Некорректное обновление');
        const update = parsed.data as unknown as Update;
        if (!(await rememberUpdate(deps.db, update.update_id))) return reply.send({ ok: true });
        try {
          await deps.bot.handleUpdate(update);
        } catch (error) {
          // Not handled: Telegram delivers it again after a non-2xx answer.
          await forgetUpdate(deps.db, update.update_id);
          throw error;
        }
        return reply.send({ ok: true });
      },
    );
  };
}
