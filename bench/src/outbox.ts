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
// On PostgreSQL the stand-in allows more, to show how far one worker goes beyond Telegram's pace.
const POSTGRES_LIMIT_PER_SECOND = 200;
const BOT_TOKEN = '555000:BENCH-token-of-the-bench-bot-AAAAAAAAAAAA';
const FIRST_CHAT = 800_000_000;
const POLL_MS = 500;
const STAFF_GROUP = -1_003_000_000_001;
const STAFF_EVENTS = 2_000;
// The staff chat's pace (a message per 3 s) is real time, so pressing events in is harder.
const STAFF_SECONDS = 60;
const silent = { info() {}, warn() {}, error() {} } as never;

export interface DrainResult {
  database: 'pglite' | 'postgres';
  messages: number;
  chats: number;
  limitPerSecond: number;
  workerPerSecond: number;
  messagesPerSecond: number;
  ratioToLimit: number;
  lost: number;
  twice: number;
  rateLimited: number;
  loadAverage: number;
}

export interface StaffLagResult {
  events: number;
  seconds: number;
  worstLagSeconds: number;
  medianLagSeconds: number;
  /** Exactly `events` when nothing is lost or doubled. */
  shown: number;
  loadAverage: number;
}

export interface OutboxResult {
  runs: DrainResult[];
  staffLag: StaffLagResult;
}

export interface DrainOptions {
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; scratch: ScratchDatabase };
  messages: number;
  chats: number;
  limitPerSecond: number;
  log(line: string): void;
}

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

/** The worker keeps the production margin under the limit. */
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function staffChatLag(ctx: BenchContext): Promise<StaffLagResult> {
  const database = await openDatabase({ kind: 'pglite', dir: path.join(ctx.tempDir, 'staff') });
  try {
    await database.migrate();
    const { db } = database;
    const { standin, apiRoot, close } = await listenStandin({ db, token: BOT_TOKEN });
    const send = telegramSender(new Api(BOT_TOKEN, { apiRoot }), {
      publicUrl: 'https://shop.example',
      botLink: async () => ({ username: standin.bot.username, appShortName: 'app' }),
    });
    const worker = startOutboxWorker({ db, send, staffChatId: STAFF_GROUP, log: silent });
    ctx.log(`staff chat: ${STAFF_EVENTS} events in ${STAFF_SECONDS} s`);
    const shown = async () => {
      let count = 0;
      for (const row of await standin.messages()) {
        if (row.chatId !== STAFF_GROUP) continue;
        const text = row.caption ?? row.text ?? '';
        if (text.startsWith('Новое объявление')) count += 1;
        const digest = /^🆕 (\d+) /.exec(text);
        if (digest !== null) count += Number(digest[1]);
      }
      return count;
    };
    const insertedAt: number[] = [];
    const shownAt: number[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const count = await shown();
        const now = performance.now();
        for (let k = shownAt.length; k < Math.min(count, insertedAt.length); k += 1) {
          shownAt.push(now);
        }
        await sleep(250);
      }
    })();
    const startedAt = performance.now();
    const batches = STAFF_SECONDS * 2;
    for (let batch = 0; batch < batches; batch += 1) {
      const from = Math.round((batch * STAFF_EVENTS) / batches);
      const to = Math.round(((batch + 1) * STAFF_EVENTS) / batches);
      await db.insert(notificationsOutbox).values(
        Array.from({ length: to - from }, (_, index) => ({
          chatId: 0,
          kind: 'staff.ad_new',
          payload: { text: `Новое объявление ${from + index}` },
        })),
      );
      const at = performance.now();
      for (let k = from; k < to; k += 1) insertedAt.push(at);
      await sleep(Math.max(0, startedAt + (batch + 1) * 500 - performance.now()));
    }
    const deadline = performance.now() + 120_000;
    while (shownAt.length < STAFF_EVENTS && performance.now() < deadline) await sleep(250);
    watching = false;
    await watcher;
    await worker.stop();
    const finalCount = await shown();
    await close();
    const lags = shownAt.map((at, k) => (at - (insertedAt[k] ?? at)) / 1000).sort((a, b) => a - b);
    return {
      events: STAFF_EVENTS,
      seconds: STAFF_SECONDS,
      worstLagSeconds: shownAt.length < STAFF_EVENTS ? Infinity : (lags.at(-1) ?? 0),
      medianLagSeconds: lags[Math.floor(lags.length / 2)] ?? 0,
      shown: finalCount,
      loadAverage: Number((os.loadavg()[0] ?? 0).toFixed(2)),
    };
  } finally {
    await database.close();
  }
}

/** On PGlite at Telegram's 30/s, and on BENCH_POSTGRES_URL (skipped if unreachable) higher. */
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
  return { runs, staffLag: await staffChatLag(ctx) };
}
