import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { botStandinMessages, notificationsOutbox, users } from '../db/schema.ts';
import {
  eventually,
  seedBotUsers,
  startStandin,
  type RunningStandin,
} from '../test/bot-harness.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { claimDueNotifications } from './outbox.repository.ts';
import {
  GROUP_CHAT_GAP_MS,
  OUTBOX_LEASE_MS,
  PRIVATE_CHAT_GAP_MS,
  startOutboxWorker,
  type OutboxWorker,
} from './outbox-worker.ts';
import { enqueueNotification } from './outbox.ts';
import { STAFF_CHAT } from './outbox-payload.ts';
import type { SendNotification } from './telegram-sender.ts';

const silent = { info() {}, warn() {}, error() {} } as never;
const ANNA = 700_000_001;
const OLGA = 700_000_002;
const STAFF_GROUP = -100_500;

let database: DatabaseHandle;
let telegram: RunningStandin;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.db.delete(notificationsOutbox);
  await database.db.delete(botStandinMessages);
  await database.db.delete(users);
  await seedBotUsers(database.db, [ANNA, OLGA]);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await telegram.close();
});

function work(send: SendNotification = telegram.send, extra: { now?: () => Date } = {}) {
  const worker = startOutboxWorker({
    db: database.db,
    send,
    staffChatId: STAFF_GROUP,
    log: silent,
    messagesPerSecond: 200,
    ...extra,
  });
  workers.push(worker);
  return worker;
}

const queue = (to: number, text: string) =>
  enqueueNotification(database.db, to, 'test.message', { text });

async function texts(chatId: number): Promise<string[]> {
  const rows = await telegram.standin.messages();
  return rows.filter((row) => row.chatId === chatId).map((row) => row.text ?? '');
}

const rows = () =>
  database.db.select().from(notificationsOutbox).orderBy(asc(notificationsOutbox.id));
/** Milliseconds between one sent row and the next. */
const gapsBetween = (list: { sentAt: Date | null }[]) =>
  list
    .slice(1)
    .map((row, index) => (row.sentAt?.getTime() ?? 0) - (list[index]?.sentAt?.getTime() ?? 0));
const allSettled = (list: { status: string }[]) =>
  list.every((row) => row.status !== 'pending' && row.status !== 'sending');

describe('the outbox worker', () => {
  it('delivers each chat’s messages in the order they were queued', async () => {
    telegram = await startStandin(database.db);
    for (const text of ['один', 'два', 'три']) await queue(ANNA, text);
    await queue(OLGA, 'первое');
    work();
    await eventually(rows, allSettled);
    expect(await texts(ANNA)).toEqual(['один', 'два', 'три']);
    expect(await texts(OLGA)).toEqual(['первое']);
  });

  it('keeps a second between two messages to one private chat', async () => {
    telegram = await startStandin(database.db);
    for (const text of ['один', 'два', 'три']) await queue(ANNA, text);
    work();
    const settled = await eventually(rows, allSettled);
    const gaps = gapsBetween(settled);
    expect(gaps).toHaveLength(2);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PRIVATE_CHAT_GAP_MS);
  });

  it('keeps three seconds between two messages to the staff group', async () => {
    telegram = await startStandin(database.db);
    await queue(STAFF_CHAT, 'первое');
    await queue(STAFF_CHAT, 'второе');
    work();
    const settled = await eventually(rows, allSettled);
    const gaps = gapsBetween(settled);
    expect(gaps).toHaveLength(1);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(GROUP_CHAT_GAP_MS);
    expect(await texts(STAFF_GROUP)).toEqual(['первое', 'второе']);
  });

  it('waits the retry_after Telegram names after a 429 and then sends once', async () => {
    telegram = await startStandin(database.db, { messagesPerSecond: 1 });
    await queue(ANNA, 'Анне');
    await queue(OLGA, 'Ольге');
    work();
    const settled = await eventually(rows, allSettled);
    expect(settled.map((row) => row.status)).toEqual(['sent', 'sent']);
    const limited = settled.find((row) => row.lastError?.startsWith('429') === true);
    // A 429 is Telegram's pace, not a failure: it does not use up an attempt.
    expect(limited?.attempts).toBe(1);
    expect(await texts(ANNA)).toEqual(['Анне']);
    expect(await texts(OLGA)).toEqual(['Ольге']);
  });

  it('gives up on a user who blocked the bot (403) without retrying', async () => {
    telegram = await startStandin(database.db);
    telegram.standin.block(ANNA);
    await queue(ANNA, 'не дойдёт');
    await queue(ANNA, 'и это');
    await queue(OLGA, 'дойдёт');
    work();
    const settled = await eventually(rows, allSettled);
    expect(settled.map((row) => row.status)).toEqual(['undeliverable', 'undeliverable', 'sent']);
    expect(settled[0]?.attempts).toBe(1);
    const [anna] = await database.db.select().from(users).where(eq(users.id, ANNA));
    expect(anna?.botCanWrite).toBe(false);
  });

  it('skips a user who switched notifications off', async () => {
    telegram = await startStandin(database.db);
    await database.db.update(users).set({ notificationsEnabled: false }).where(eq(users.id, ANNA));
    await queue(ANNA, 'не нужно');
    work();
    const settled = await eventually(rows, allSettled);
    expect(settled.map((row) => row.status)).toEqual(['skipped']);
    expect(await texts(ANNA)).toEqual([]);
  });

  it('two workers on one database never send the same message', async () => {
    telegram = await startStandin(database.db, { messagesPerSecond: 1000 });
    const chats = Array.from({ length: 40 }, (_, index) => 710_000_000 + index);
    await seedBotUsers(database.db, chats);
    for (const chat of chats) {
      await queue(chat, `первое ${chat}`);
      await queue(chat, `второе ${chat}`);
    }
    work();
    work();
    await eventually(rows, allSettled, 60_000);
    const sent = (await telegram.standin.messages()).map((row) => row.text);
    expect(sent).toHaveLength(80);
    expect(new Set(sent).size).toBe(80);
  });

  it('a worker stopped between send and mark records the send, so nothing goes twice', async () => {
    telegram = await startStandin(database.db);
    await queue(ANNA, 'одно');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reachedTelegram: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (reachedTelegram = resolve));
    const first = work(async (chatId, message) => {
      const outcome = await telegram.send(chatId, message);
      reachedTelegram();
      await gate;
      return outcome;
    });
    await sent;
    const stopping = first.stop();
    release();
    await stopping;
    workers.splice(0);
    work();
    await queue(ANNA, 'второе');
    await eventually(rows, (list) => allSettled(list) && list.length === 2);
    expect(await texts(ANNA)).toEqual(['одно', 'второе']);
  });

  it('a worker killed between send and mark: only that message goes again, after its lease', async () => {
    telegram = await startStandin(database.db);
    await queue(ANNA, 'одно');
    await queue(OLGA, 'другое');
    // The dead worker: it claimed both, Telegram accepted one, and nothing was marked.
    const claimed = await claimDueNotifications(database.db, {
      limit: 10,
      // PostgreSQL stamps the rows in microseconds, Date in milliseconds: a claim in the same
      // millisecond as the insert would otherwise find them not yet due.
      now: new Date(Date.now() + 1),
      leaseMs: OUTBOX_LEASE_MS,
      privateGapMs: PRIVATE_CHAT_GAP_MS,
      groupGapMs: GROUP_CHAT_GAP_MS,
    });
    const [annas] = claimed.filter((row) => row.chatId === ANNA);
    if (annas === undefined || !('text' in annas.message)) throw new Error('nothing claimed');
    await telegram.send(ANNA, annas.message);
    const later = () => new Date(Date.now() + OUTBOX_LEASE_MS + 1_000);
    work(telegram.send, { now: later });
    await eventually(rows, allSettled);
    expect(await texts(ANNA)).toEqual(['одно', 'одно']);
    expect(await texts(OLGA)).toEqual(['другое']);
  });
});

/** The test's database, which a test can make unreachable, as a cut-off PostgreSQL would be. */
function breakable(db: DatabaseHandle['db']) {
  const state = { broken: false };
  const proxied = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (state.broken) throw new Error('Connection terminated unexpectedly');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxied, state };
}

describe('the outbox worker across a database outage', () => {
  it('records a send it could not mark once the database is back, and never sends it again', async () => {
    telegram = await startStandin(database.db);
    await queue(ANNA, 'одно');
    const cut = breakable(database.db);
    let restored: () => void = () => undefined;
    const back = new Promise<void>((resolve) => (restored = resolve));
    const worker = startOutboxWorker({
      db: cut.db,
      send: async (chatId, message, edit) => {
        const outcome = await telegram.send(chatId, message, edit);
        cut.state.broken = true;
        setTimeout(() => {
          cut.state.broken = false;
          restored();
        }, OUTBOX_LEASE_MS + 1_000);
        return outcome;
      },
      staffChatId: STAFF_GROUP,
      log: silent,
      messagesPerSecond: 200,
    });
    workers.push(worker);
    await back;
    const settled = await eventually(rows, allSettled);
    expect(settled.map((row) => row.status)).toEqual(['sent']);
    expect(await texts(ANNA)).toEqual(['одно']);
  });

  it('a worker whose first claim after an outage reaches the database takes no ran-out claim with it', async () => {
    telegram = await startStandin(database.db);
    await queue(ANNA, 'одно');
    // Another worker claimed it, and was cut off with this one.
    await claimDueNotifications(database.db, {
      limit: 10,
      now: new Date(Date.now() + 1),
      leaseMs: OUTBOX_LEASE_MS,
      privateGapMs: PRIVATE_CHAT_GAP_MS,
      groupGapMs: GROUP_CHAT_GAP_MS,
    });
    const cut = breakable(database.db);
    cut.state.broken = true;
    workers.push(
      startOutboxWorker({
        db: cut.db,
        send: telegram.send,
        staffChatId: STAFF_GROUP,
        log: silent,
        messagesPerSecond: 200,
        // By this worker's clock the other's claim has run out.
        now: () => new Date(Date.now() + OUTBOX_LEASE_MS + 1_000),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    cut.state.broken = false;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await rows()).map((row) => row.status)).toEqual(['sending']);
    expect(await texts(ANNA)).toEqual([]);
  });

  it('a worker just back from an outage leaves ran-out claims to the worker that holds them', async () => {
    await queue(ANNA, 'одно');
    const claim = (takeExpired: boolean, at: Date) =>
      claimDueNotifications(database.db, {
        limit: 10,
        now: at,
        leaseMs: OUTBOX_LEASE_MS,
        privateGapMs: PRIVATE_CHAT_GAP_MS,
        groupGapMs: GROUP_CHAT_GAP_MS,
        takeExpired,
      });
    expect(await claim(true, new Date(Date.now() + 1))).toHaveLength(1);
    const ranOut = new Date(Date.now() + OUTBOX_LEASE_MS + 1_000);
    expect(await claim(false, ranOut)).toEqual([]);
    expect(await claim(true, ranOut)).toHaveLength(1);
  });
});

describe('the staff chat under a long queue', () => {
  const queueAd = (title: string) =>
    enqueueNotification(database.db, STAFF_CHAT, 'staff.ad_new', {
      text: `Новое объявление: ${title}`,
      buttons: [[{ text: 'Одобрить', callback: `ad:ok:${title}` }]],
    });

  it('folds waiting new ads into «🆕 8 объявлений ждут модерации» with a button to the queue', async () => {
    telegram = await startStandin(database.db);
    for (let index = 0; index < 8; index += 1) await queueAd(`букет ${index}`);
    work();
    await eventually(rows, allSettled);
    const chat = (await telegram.standin.messages()).filter((row) => row.chatId === STAFF_GROUP);
    expect(chat.map((row) => row.text)).toEqual(['🆕 8 объявлений ждут модерации']);
    expect(JSON.stringify(chat[0]?.replyMarkup)).toContain('Открыть очередь');
  });

  it('keeps editing the digest while it is the chat’s last message', async () => {
    telegram = await startStandin(database.db);
    for (let index = 0; index < 8; index += 1) await queueAd(`букет ${index}`);
    work();
    await eventually(rows, allSettled);
    for (let index = 8; index < 15; index += 1) await queueAd(`букет ${index}`);
    const settled = await eventually(rows, (list) => allSettled(list) && list.length === 17);
    expect(await texts(STAFF_GROUP)).toEqual(['🆕 15 объявлений ждут модерации']);
    // The edit is paced as a message: Telegram counts it against the group's limit.
    const digests = settled.filter((row) => row.kind === 'staff.digest');
    expect(gapsBetween(digests)[0]).toBeGreaterThanOrEqual(GROUP_CHAT_GAP_MS);
  });

  it('sends a short queue message by message', async () => {
    telegram = await startStandin(database.db);
    for (let index = 0; index < 2; index += 1) await queueAd(`букет ${index}`);
    work();
    await eventually(rows, allSettled);
    expect(await texts(STAFF_GROUP)).toEqual([
      'Новое объявление: букет 0',
      'Новое объявление: букет 1',
    ]);
  });
});
