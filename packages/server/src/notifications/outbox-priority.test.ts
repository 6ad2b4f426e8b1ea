import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { notificationsOutbox, users } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { outboxPriorityOf } from './outbox-priority.ts';
import { claimDueNotifications, outboxPriorityRank } from './outbox.repository.ts';
import { GROUP_CHAT_GAP_MS, OUTBOX_LEASE_MS, PRIVATE_CHAT_GAP_MS } from './outbox-worker.ts';

const WAITING = 10_000;
const BUYERS_FROM = 760_000_000;
const FOLLOWERS_FROM = 761_000_000;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const claim = (limit: number) =>
  claimDueNotifications(database.db, {
    limit,
    now: new Date(Date.now() + 1),
    leaseMs: OUTBOX_LEASE_MS,
    privateGapMs: PRIVATE_CHAT_GAP_MS,
    groupGapMs: GROUP_CHAT_GAP_MS,
  });

describe('the outbox’s priorities at the peak', () => {
  it('ranks a kind in SQL as it does in TypeScript', async () => {
    const kinds = fc.sample(
      fc.oneof(
        fc.constantFrom(
          'order.paid',
          'dispute_opened',
          'payout',
          'receipt_question',
          'staff.digest',
          'ad.approved',
          'channel.ad_posted',
          'seller.weekly_summary',
        ),
        fc.string(),
      ),
      200,
    );
    const rows = await queryRows<{ rank: number }>(
      database.db,
      sql`select ${outboxPriorityRank(sql`k.kind`)} as rank
          from jsonb_array_elements_text(${JSON.stringify(kinds)}::jsonb) with ordinality as k(kind, n)
          order by k.n`,
    );
    expect(rows.map((row) => Number(row.rank))).toEqual(kinds.map(outboxPriorityOf));
  });

  it('claims order and payment messages before 10 000 waiting channel posts and summaries', async () => {
    const followers = Array.from({ length: WAITING }, (_, n) => FOLLOWERS_FROM + n);
    const buyers = Array.from({ length: 20 }, (_, n) => BUYERS_FROM + n);
    await database.db
      .insert(users)
      .values(
        [...followers, ...buyers].map((id) => ({ id, username: `u${id}`, botCanWrite: true })),
      );
    await database.db.insert(notificationsOutbox).values(
      followers.map((chatId, n) => ({
        chatId,
        kind: n % 2 === 0 ? 'seller.weekly_summary' : 'ad.expired',
        payload: { text: `later-${n}` },
      })),
    );
    await database.db.insert(notificationsOutbox).values(
      buyers.map((chatId, n) => ({
        chatId,
        kind: n % 2 === 0 ? 'order.paid' : 'order.payment_failed',
        payload: { text: `now-${n}` },
      })),
    );
    const claimed = await claim(56);
    expect(claimed.slice(0, 20).map((row) => row.kind)).toEqual(
      buyers.map((_, n) => (n % 2 === 0 ? 'order.paid' : 'order.payment_failed')),
    );
    // After the people waiting, the rest before the broadcasts.
    expect(claimed.slice(20).every((row) => row.kind === 'ad.expired')).toBe(true);
  });

  it('claims a chat whose order message waits behind its own older, lower-priority one first', async () => {
    await database.db.delete(notificationsOutbox);
    const followers = Array.from({ length: WAITING }, (_, n) => FOLLOWERS_FROM + n);
    await database.db
      .insert(notificationsOutbox)
      .values(
        followers.map((chatId, n) => ({ chatId, kind: 'ad.expired', payload: { text: `w-${n}` } })),
      );
    // A seller told of an approval, then of a sale: the sale must not wait 10 000 messages.
    const seller = BUYERS_FROM + 100;
    await database.db.insert(users).values({ id: seller, username: 'seller', botCanWrite: true });
    await database.db.insert(notificationsOutbox).values([
      { chatId: seller, kind: 'ad.approved', payload: { text: 'approved' } },
      { chatId: seller, kind: 'order.bought', payload: { text: 'bought' } },
    ]);
    const claimed = await claim(10);
    // Within the chat the order stays: its approval goes first, ahead of every other chat's.
    expect(claimed.filter((row) => row.chatId === seller).map((row) => row.kind)).toEqual([
      'ad.approved',
    ]);
  });
});
