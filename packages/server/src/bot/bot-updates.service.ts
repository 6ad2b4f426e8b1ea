import type { Update } from 'grammy/types';
import type { Database } from '../db/database.ts';
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
        // Not handled: Telegram delivers it again after a non-2xx answer.
        await forgetUpdate(db, update.update_id);
        throw error;
      }
    },
  };
}

export type BotUpdatesService = ReturnType<typeof createBotUpdatesService>;
