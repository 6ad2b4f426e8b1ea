import { timingSafeEqual } from 'node:crypto';
import { okResponseSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { BotUpdatesService } from './bot-updates.service.ts';
import { WEBHOOK_PATH } from './telegram-bot.ts';

const WRONG_SECRET = 'Неверный секретный токен';
const updateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** telegram-bot.md "Webhook": the secret header is checked first. */
export function botRoutes(deps: { updates: BotUpdatesService; secret: string }) {
  return async (app: FastifyInstance) => {
    app.post(
      WEBHOOK_PATH,
      {
        config: { public: true, rateLimit: false },
        schema: {
          summary: "Telegram's updates for the bot (webhook)",
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        if (!sameSecret(request.headers['x-telegram-bot-api-secret-token'], deps.secret)) {
          throw new AppError('unauthorized', WRONG_SECRET);
        }
        const parsed = updateSchema.safeParse(request.body);
        if (!parsed.success) throw new AppError('validation', 'Некорректное обновление');
        await deps.updates.receive(parsed.data as unknown as Update);
        return { ok: true };
      },
    );
  };
}
