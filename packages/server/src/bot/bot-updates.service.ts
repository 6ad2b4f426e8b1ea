import type { Update } from 'grammy/types';
import type { Database } from '../db/database.ts';
import { isUnexpectedBotAnswer } from '../notifications/bot-api-answers.ts';
import { forgetUpdate, rememberUpdate } from './updates.repository.ts';

/**
 * Each update_id is handled once even when Telegram delivers it again (telegram-bot.md
 * "Webhook"). The webhook's secret is the caller's credential and is checked by its route.
 */
export function createBotUpdatesService(deps: {
  db: Database;
  bot: { handleUpdate(update: Update): Promise<void> };
}) {
  const { db, bot } = deps;
  return {
    async receive(update: Update): Promise<void> {
      if (!(await rememberUpdate(db, update.update_id))) return;
      try {
        await bot.handleUpdate(update);
      } catch (error) {
        // Logged where it was read; Telegram would only repeat it, and its answer with it.
        if (isUnexpectedBotAnswer(error)) return;
        // Not handled: Telegram delivers it again after a non-2xx answer.
        await forgetUpdate(db, update.update_id);
        throw error;
      }
    },
  };
}

export type BotUpdatesService = ReturnType<typeof createBotUpdatesService>;
