import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { floristMessages, floristThreads } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import {
  QUESTION_THREAD_RETENTION_MS,
  RETENTION_BATCHES_PER_SWEEP,
  RETENTION_BATCH_ROWS,
  SENT_OUTBOX_RETENTION_MS,
  STANDIN_MESSAGES_KEPT_PER_CHAT,
  TELEGRAM_UPDATE_RETENTION_MS,
  sweepRetention,
} from './retention.ts';

const now = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const CHAT = 7_800_000_001;
const OTHER_CHAT = 7_800_000_002;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.execute(sql`delete from notifications_outbox`);
  await handle.db.execute(sql`delete from telegram_updates`);
  await handle.db.execute(sql`delete from bot_standin_messages`);
  await handle.db.execute(sql`delete from payment_events`);
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ count: number }>(handle.db, query);
  return Number(row?.count);
}

function addOutboxRows(rows: number, status: string, sentAt: string | null, createdAt = sentAt) {
  return handle.db.execute(sql`
    insert into notifications_outbox (chat_id, kind, payload, status, sent_at, created_at)
    select ${CHAT}, 'test', '{}'::jsonb, ${status}, ${sentAt}::timestamptz,
      coalesce(${createdAt}::timestamptz, now())
    from generate_series(1, ${rows})
  `);
}

const outboxRows = (status: string) =>
  count(sql`select count(*)::int as count from notifications_outbox where status = ${status}`);

function addStandinMessages(chatId: number, messages: number) {
  return handle.db.execute(sql`
    insert into bot_standin_messages (chat_id, text)
    select ${chatId}, 'сообщение ' || n from generate_series(1, ${messages}) as n
  `);
}

async function floristThread(buyerId: number, lastMessageAt: string, ordered: boolean) {
  const adId = await seedAd(handle.db, { ownerId: CHAT });
  if (ordered) await seedOrder(handle.db, { adId, buyerId });
  const [thread] = await handle.db
    .insert(floristThreads)
    .values({ adId, buyerId, sellerId: CHAT, lastMessageAt: new Date(lastMessageAt) })
    .returning({ id: floristThreads.id });
  await handle.db.insert(floristMessages).values({
    threadId: thread?.id ?? 0,
    sender: 'buyer',
    senderId: buyerId,
    text: 'Вопрос',
    clientKey: `retention-${thread?.id}`,
  });
  return thread?.id;
}

describe('the retention sweep', () => {
  it('deletes a florist question no order came of a month on, and keeps an order’s thread', async () => {
    await seedUser(handle.db, CHAT);
    await seedUser(handle.db, OTHER_CHAT);
    const old = ago(QUESTION_THREAD_RETENTION_MS + 1000);
    const gone = await floristThread(OTHER_CHAT, old, false);
    const recent = await floristThread(OTHER_CHAT, ago(QUESTION_THREAD_RETENTION_MS - 1000), false);
    const ordered = await floristThread(OTHER_CHAT, old, true);

    const swept = await sweepRetention(handle.db, now);

    expect(swept.floristQuestions).toBe(1);
    const left = await handle.db.select({ id: floristThreads.id }).from(floristThreads);
    expect(left.map((row) => row.id).sort()).toEqual([recent, ordered].sort());
    const messages = await handle.db.select().from(floristMessages);
    expect(messages.map((row) => row.threadId)).not.toContain(gone);
  });

  it('deletes outbox rows sent 30 days ago and keeps those sent since', async () => {
    await addOutboxRows(3, 'sent', ago(SENT_OUTBOX_RETENTION_MS + 1000));
    await addOutboxRows(2, 'sent', ago(SENT_OUTBOX_RETENTION_MS - 1000));

    const swept = await sweepRetention(handle.db, now);

    expect(swept.sentOutbox).toBe(3);
    expect(await outboxRows('sent')).toBe(2);
  });

  it('keeps old outbox rows that were never sent', async () => {
    const old = ago(SENT_OUTBOX_RETENTION_MS * 2);
    await addOutboxRows(1, 'pending', null, old);
    await addOutboxRows(1, 'failed', null, old);
    await addOutboxRows(1, 'undeliverable', null, old);

    await sweepRetention(handle.db, now);

    expect(await count(sql`select count(*)::int as count from notifications_outbox`)).toBe(3);
  });

  it('forgets Telegram update ids received 30 days ago and keeps newer ones', async () => {
    await handle.db.execute(sql`
      insert into telegram_updates (update_id, received_at) values
        (1, ${ago(TELEGRAM_UPDATE_RETENTION_MS + 1000)}),
        (2, ${ago(TELEGRAM_UPDATE_RETENTION_MS + 1000)}),
        (3, ${ago(TELEGRAM_UPDATE_RETENTION_MS - 1000)})
    `);

    const swept = await sweepRetention(handle.db, now);

    expect(swept.telegramUpdates).toBe(2);
    const left = await queryRows<{ update_id: number }>(
      handle.db,
      sql`select update_id from telegram_updates`,
    );
    expect(left.map((row) => Number(row.update_id))).toEqual([3]);
  });

  it('keeps the newest 200 messages of each stand-in chat', async () => {
    await addStandinMessages(CHAT, STANDIN_MESSAGES_KEPT_PER_CHAT + 30);
    await addStandinMessages(OTHER_CHAT, 10);

    const swept = await sweepRetention(handle.db, now);

    expect(swept.standinMessages).toBe(30);
    const chats = await queryRows<{ chat_id: number; count: number }>(
      handle.db,
      sql`select chat_id, count(*)::int as count from bot_standin_messages
          group by chat_id order by chat_id`,
    );
    expect(chats.map((chat) => [Number(chat.chat_id), Number(chat.count)])).toEqual([
      [CHAT, STANDIN_MESSAGES_KEPT_PER_CHAT],
      [OTHER_CHAT, 10],
    ]);
    const [oldest] = await queryRows<{ text: string }>(
      handle.db,
      sql`select text from bot_standin_messages where chat_id = ${CHAT}
          order by message_id limit 1`,
    );
    expect(oldest?.text).toBe('сообщение 31');
  });

  it('keeps every bank notification event, however old', async () => {
    await handle.db.execute(sql`
      insert into payment_events (payment_id, status, payload, received_at)
      values ('1', 'CONFIRMED', '{}'::jsonb, ${ago(SENT_OUTBOX_RETENTION_MS * 12)})
    `);

    await sweepRetention(handle.db, now);

    expect(await count(sql`select count(*)::int as count from payment_events`)).toBe(1);
  });

  it('deletes a backlog in batches and leaves what one sweep may not take to the next', async () => {
    const perSweep = RETENTION_BATCH_ROWS * RETENTION_BATCHES_PER_SWEEP;
    await addOutboxRows(perSweep + 1, 'sent', ago(SENT_OUTBOX_RETENTION_MS + 1000));

    expect((await sweepRetention(handle.db, now)).sentOutbox).toBe(perSweep);
    expect((await sweepRetention(handle.db, now)).sentOutbox).toBe(1);
    expect(await outboxRows('sent')).toBe(0);
  });

  it('deletes each row once when two nodes sweep at the same time', async () => {
    const rows = RETENTION_BATCH_ROWS * 3;
    await addOutboxRows(rows, 'sent', ago(SENT_OUTBOX_RETENTION_MS + 1000));

    const sweeps = await Promise.all([
      sweepRetention(handle.db, now),
      sweepRetention(handle.db, now),
    ]);

    expect(sweeps[0].sentOutbox + sweeps[1].sentOutbox).toBe(rows);
    expect(await outboxRows('sent')).toBe(0);
  });
});
