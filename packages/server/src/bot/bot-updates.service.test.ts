import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createBotUpdatesService, type BotUpdatesService } from './bot-updates.service.ts';

let database: TestDatabase;
let updates: BotUpdatesService;
/** The update ids the bot was given, and whether it is to fail the next one. */
const bot = { handled: [] as number[], failNext: false };

beforeAll(async () => {
  database = await openTestDatabase();
  updates = createBotUpdatesService({
    db: database.db,
    bot: {
      handleUpdate(update) {
        bot.handled.push(update.update_id);
        if (!bot.failNext) return Promise.resolve();
        bot.failNext = false;
        return Promise.reject(new Error('the bot could not answer'));
      },
    },
  });
});
afterAll(() => database.close());

const update = (id: number): Update => ({ update_id: id });

describe('the bot updates service', () => {
  it('hands an update Telegram delivers twice to the bot once', async () => {
    await updates.receive(update(501));
    await updates.receive(update(501));
    expect(bot.handled.filter((id) => id === 501)).toHaveLength(1);
  });

  it('hands a redelivered update to the bot again when the first try failed', async () => {
    bot.failNext = true;
    await expect(updates.receive(update(502))).rejects.toThrow('the bot could not answer');
    await updates.receive(update(502));
    expect(bot.handled.filter((id) => id === 502)).toHaveLength(2);
  });
});
