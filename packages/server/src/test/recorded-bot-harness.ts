import { Api } from 'grammy';
import type { BotStandin } from '../bot-standin/bot-standin.ts';
import { listenStandin } from '../bot-standin/standin-server.ts';
import type { StandinUser } from '../bot-standin/standin-updates.ts';
import { WEBHOOK_PATH, webhookSecretFor } from '../bot/telegram-bot.ts';
import { buildListeningApp, type ListeningApp } from './tbank-harness.ts';
import { TEST_BOT_TOKEN } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
}

export interface RecordedBot {
  t: ListeningApp;
  standin: BotStandin;
  apiRoot: string;
  calls: BotApiCall[];
  callsOf(method: string): Record<string, unknown>[];
  postUpdate(update: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}

/** Updates reach the webhook as Telegram sends them; the test reads what the bot asked. */
export async function startRecordedBot(
  overrides: Record<string, string | undefined> = {},
): Promise<RecordedBot> {
  const database = await openTestDatabase();
  const calls: BotApiCall[] = [];
  const telegram = await listenStandin({
    db: database.db,
    token: TEST_BOT_TOKEN,
    messagesPerSecond: 1_000,
    onCall: (method, params) => calls.push({ method, params }),
  });
  const t = await buildListeningApp(
    { TELEGRAM_API_URL: telegram.apiRoot, ...overrides },
    { database },
  );
  await new Api(TEST_BOT_TOKEN, { apiRoot: telegram.apiRoot }).setWebhook(
    `${t.url}${WEBHOOK_PATH}`,
    { secret_token: webhookSecretFor(TEST_BOT_TOKEN) },
  );
  let nextUpdateId = 5_000_000;
  return {
    t,
    standin: telegram.standin,
    apiRoot: telegram.apiRoot,
    calls,
    callsOf: (method) => calls.filter((call) => call.method === method).map((c) => c.params),
    async postUpdate(update) {
      nextUpdateId += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'x-telegram-bot-api-secret-token': webhookSecretFor(TEST_BOT_TOKEN) },
        payload: { update_id: nextUpdateId, ...update },
      });
      return response.statusCode;
    },
    async close() {
      await t.close();
      await telegram.close();
      await database.close();
    },
  };
}

export const telegramUser = (id: number, firstName = 'Анна'): StandinUser => ({
  id,
  firstName,
  username: `user${id}`,
});
