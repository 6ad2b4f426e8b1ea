import os from 'node:os';
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
  TELEGRAM_MESSAGES_PER_SECOND,
  type DatabaseHandle,
  telegramSender,
  users,
} from '@flowers/server/testing/in-process';
import type { BenchContext } from './lib/context.ts';
import { createScratchDatabase, type ScratchDatabase } from './lib/postgres.ts';

const MESSAGES = 10_000;
const CHATS = 2_000;
// PostgreSQL is what several nodes share: there the stand-in enforces a higher limit, to show
// how far one worker goes beyond Telegram's pace.
const POSTGRES_LIMIT_PER_SECOND = 200;
const BOT_TOKEN = '555000:BENCH-token-of-the-bench-bot-AAAAAAAAAAAA';
const FIRST_CHAT = 800_000_000;
const POLL_MS = 500;
const silent = { info() {}, warn() {}, error() {} } as never;

export interface DrainResult {
  database: 'pglite' | 'postgres';
  messages: number;
  chats: number;
  limitPerSecond: number;
  workerPerSecond: number;
  messagesPerSecond: number;
  ratioToLimit: number;
  /** Queued messages that never reached the stand-in. */
  lost: number;
  /** Deliveries beyond the first of the same message. */
  twice: number;
  rateLimited: number;
  loadAverage: number;
}

export interface OutboxResult {
  runs: DrainResult[];
}

export interface DrainOptions {
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; scratch: ScratchDatabase };
  messages: number;
  chats: number;
  limitPerSecond: number;
  log(line: string): void;
}

/** A scratch database on the bench's PostgreSQL server, dropped by `close`. */
async function openScratchPostgres(scratch: ScratchDatabase): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Queues `messages` notifications round-robin over `chats` users and drains them with one
 * worker through the Bot API stand-in over HTTP, the stand-in storing every message in the
 * same database, as in demo mode. The worker keeps the production margin under the limit.
 */
export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const database =
    options.database.kind === 'pglite'
      ? await openDatabase({ kind: 'pglite', dir: options.database.dir })
      : await openScratchPostgres(options.database.scratch);
  try {
    await database.migrate();
    const { db } = database;
    const chats = Array.from({ length: options.chats }, (_, index) => FIRST_CHAT + index);
    for (let start = 0; start < chats.length; start += 1000) {
      await db
        .insert(users)
        .values(chats.slice(start, start + 1000).map((id) => ({ id, botCanWrite: true })));
    }
    const rows = Array.from({ length: options.messages }, (_, index) => ({
      chatId: chats[index % chats.length] ?? FIRST_CHAT,
      kind: 'bench.message',
      payload: { text: `Сообщение ${index}` },
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await db.insert(notificationsOutbox).values(rows.slice(start, start + 1000));
    }

    const { standin, apiRoot, close } = await listenStandin({
      db,
      token: BOT_TOKEN,
      messagesPerSecond: options.limitPerSecond,
    });
    const api = new Api(BOT_TOKEN, { apiRoot });
    let rateLimited = 0;
    const send = telegramSender(api, {
      publicUrl: 'https://shop.example',
      botLink: async () => ({ username: standin.bot.username, appShortName: 'app' }),
    });
    const workerPerSecond =
      (options.limitPerSecond * TELEGRAM_MESSAGES_PER_SECOND) / STANDIN_MESSAGES_PER_SECOND;

    options.log(
      `outbox on ${database.driver}: draining ${options.messages} messages ` +
        `at a limit of ${options.limitPerSecond}/s`,
    );
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
      messagesPerSecond: workerPerSecond,
    });
    while ((await countUnsent(db)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    await worker.stop();
    const texts = (await db.select({ text: botStandinMessages.text }).from(botStandinMessages)).map(
      (row) => row.text,
    );
    await close();
    const distinct = new Set(texts);
    const messagesPerSecond = distinct.size / elapsedSeconds;
    return {
      database: database.driver,
      messages: options.messages,
      chats: options.chats,
      limitPerSecond: options.limitPerSecond,
      workerPerSecond,
      messagesPerSecond,
      ratioToLimit: messagesPerSecond / options.limitPerSecond,
      lost: rows.filter((row) => !distinct.has(row.payload.text)).length,
      twice: texts.length - distinct.size,
      rateLimited,
      loadAverage: Number((os.loadavg()[0] ?? 0).toFixed(2)),
    };
  } finally {
    await database.close();
  }
}

/**
 * The bot outbox row: on PGlite at Telegram's 30/s, as in demo mode, and on the PostgreSQL
 * server of BENCH_POSTGRES_URL (skipped if unreachable) at a higher limit.
 */
export async function benchOutbox(ctx: BenchContext): Promise<OutboxResult> {
  const runs = [
    await drainOutbox({
      database: { kind: 'pglite', dir: path.join(ctx.tempDir, 'outbox') },
      messages: MESSAGES,
      chats: CHATS,
      limitPerSecond: STANDIN_MESSAGES_PER_SECOND,
      log: ctx.log,
    }),
  ];
  const scratch = await createScratchDatabase('flowers_bench_outbox');
  if (typeof scratch === 'string') {
    ctx.log(`bot outbox on PostgreSQL skipped: ${scratch}`);
  } else {
    runs.push(
      await drainOutbox({
        database: { kind: 'postgres', scratch },
        messages: MESSAGES,
        chats: CHATS,
        limitPerSecond: POSTGRES_LIMIT_PER_SECOND,
        log: ctx.log,
      }),
    );
  }
  return { runs };
}
