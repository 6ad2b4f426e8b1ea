import { Api } from 'grammy';
import type { BotStandin } from '../bot-standin/bot-standin.ts';
import { listenStandin } from '../bot-standin/standin-server.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { telegramSender, type SendNotification } from '../notifications/telegram-sender.ts';
import { TEST_BOT_TOKEN } from './test-app.ts';

export interface RunningStandin {
  standin: BotStandin;
  api: Api;
  send: SendNotification;
  close(): Promise<void>;
}

export async function startStandin(
  db: Database,
  options: { messagesPerSecond?: number } = {},
): Promise<RunningStandin> {
  const { standin, apiRoot, close } = await listenStandin({
    db,
    token: TEST_BOT_TOKEN,
    ...options,
  });
  const api = new Api(TEST_BOT_TOKEN, { apiRoot });
  const send = telegramSender(api, {
    publicUrl: 'https://shop.example',
    botLink: async () => ({ username: standin.bot.username, appShortName: 'app' }),
  });
  return { standin, api, send, close };
}

export async function seedBotUsers(db: Database, ids: number[]): Promise<void> {
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, username: `user${id}`, botCanWrite: true })))
    .onConflictDoNothing();
}

/** A hang guard, not a speed test. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
