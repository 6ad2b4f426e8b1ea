import path from 'node:path';
import { Api } from 'grammy';
import {
  botStandinMessages,
  countUnsent,
  listenStandin,
  notificationsOutbox,
  openDatabase,
  STANDIN_MESSAGES_PER_SECOND,
  startOutboxWorker,
  telegramSender,
  users,
} from '@flowers/server/testing/in-process';
import type { BenchContext } from './lib/context.ts';

const MESSAGES = 10_000;
const CHATS = 2_000;
// Telegram's own limit, enforced by the stand-in; the worker runs with its production pace.
const LIMIT_PER_SECOND = STANDIN_MESSAGES_PER_SECOND;
const BOT_TOKEN = '555000:BENCH-token-of-the-bench-bot-AAAAAAAAAAAA';
const FIRST_CHAT = 800_000_000;
const silent = { info() {}, warn() {}, error() {} } as never;

export interface OutboxResult {
  messages: number;
  chats: number;
  limitPerSecond: number;
  messagesPerSecond: number;
  ratioToLimit: number;
  delivered: number;
  duplicates: number;
  rateLimited: number;
}

/**
 * 10 000 queued notifications (5 to each of 2 000 users) drained by one worker through the
 * Bot API stand-in over HTTP, both on one PGlite database as in demo mode.
 */
export async function benchOutbox(ctx: BenchContext): Promise<OutboxResult> {
  const database = await openDatabase({ kind: 'pglite', dir: path.join(ctx.tempDir, 'outbox') });
  await database.migrate();
  const { db } = database;
  const chats = Array.from({ length: CHATS }, (_, index) => FIRST_CHAT + index);
  await db.insert(users).values(chats.map((id) => ({ id, botCanWrite: true })));
  const rows = Array.from({ length: MESSAGES }, (_, index) => ({
    chatId: chats[index % CHATS] ?? FIRST_CHAT,
    kind: 'bench.message',
    payload: { text: `Сообщение ${index}` },
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(notificationsOutbox).values(rows.slice(start, start + 1000));
  }

  const { standin, apiRoot, close } = await listenStandin({
    db,
    token: BOT_TOKEN,
    messagesPerSecond: LIMIT_PER_SECOND,
  });
  const api = new Api(BOT_TOKEN, { apiRoot });
  let rateLimited = 0;
  const send = telegramSender(api, {
    publicUrl: 'https://shop.example',
    botLink: async () => ({ username: standin.bot.username, appShortName: 'app' }),
  });

  ctx.log(`outbox: draining ${MESSAGES} messages at a limit of ${LIMIT_PER_SECOND}/s`);
  const startedAt = performance.now();
  const worker = startOutboxWorker({
    db,
    send: async (chatId, message) => {
      const outcome = await send(chatId, message);
      if (outcome.kind === 'rate_limited') rateLimited += 1;
      return outcome;
    },
    staffChatId: null,
    log: silent,
  });
  while ((await countUnsent(db)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  await worker.stop();
  const texts = (await db.select({ text: botStandinMessages.text }).from(botStandinMessages)).map(
    (row) => row.text,
  );
  await close();
  await database.close();
  const messagesPerSecond = texts.length / elapsedSeconds;
  return {
    messages: MESSAGES,
    chats: CHATS,
    limitPerSecond: LIMIT_PER_SECOND,
    messagesPerSecond,
    ratioToLimit: messagesPerSecond / LIMIT_PER_SECOND,
    delivered: new Set(texts).size,
    duplicates: texts.length - new Set(texts).size,
    rateLimited,
  };
}
