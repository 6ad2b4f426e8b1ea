import type { FloristMessageSender } from '@flowers/domain';
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import {
  ads,
  floristMessageReports,
  floristMessages,
  floristThreads,
  orderDisputes,
  orders,
} from '../db/schema.ts';

export interface ThreadRow {
  id: number;
  adId: number;
  buyerId: number;
  sellerId: number;
}

export type MessageRow = typeof floristMessages.$inferSelect;

const THREAD_COLUMNS = {
  id: floristThreads.id,
  adId: floristThreads.adId,
  buyerId: floristThreads.buyerId,
  sellerId: floristThreads.sellerId,
};

/** The thread of a bouquet and buyer, made if new and locked to the transaction's end. */
export async function lockThreadOf(
  tx: Database,
  values: { adId: number; buyerId: number; sellerId: number },
): Promise<ThreadRow> {
  const [row] = await tx
    .insert(floristThreads)
    .values(values)
    .onConflictDoUpdate({
      target: [floristThreads.adId, floristThreads.buyerId],
      // A no-op update: it takes the row lock that serialises the thread's senders.
      set: { lastMessageAt: sql`${floristThreads.lastMessageAt}` },
    })
    .returning(THREAD_COLUMNS);
  if (row === undefined) throw new Error('florist thread not upserted');
  return row;
}

export async function lockThread(tx: Database, id: number): Promise<ThreadRow | null> {
  const [row] = await tx
    .select(THREAD_COLUMNS)
    .from(floristThreads)
    .where(eq(floristThreads.id, id))
    .for('update');
  return row ?? null;
}

export async function findThread(
  db: Database,
  adId: number,
  buyerId: number,
): Promise<ThreadRow | null> {
  const [row] = await db
    .select(THREAD_COLUMNS)
    .from(floristThreads)
    .where(and(eq(floristThreads.adId, adId), eq(floristThreads.buyerId, buyerId)));
  return row ?? null;
}

export async function findThreadById(db: Database, id: number): Promise<ThreadRow | null> {
  const [row] = await db
    .select(THREAD_COLUMNS)
    .from(floristThreads)
    .where(eq(floristThreads.id, id));
  return row ?? null;
}

export function selectThreadsOfAd(db: Database, adId: number): Promise<ThreadRow[]> {
  return db
    .select(THREAD_COLUMNS)
    .from(floristThreads)
    .where(eq(floristThreads.adId, adId))
    .orderBy(desc(floristThreads.lastMessageAt));
}

export async function findMessageByKey(
  tx: Database,
  senderId: number,
  clientKey: string,
): Promise<MessageRow | null> {
  const [row] = await tx
    .select()
    .from(floristMessages)
    .where(and(eq(floristMessages.senderId, senderId), eq(floristMessages.clientKey, clientKey)));
  return row ?? null;
}

export async function countSentSince(
  tx: Database,
  threadId: number,
  senderId: number,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ sent: count() })
    .from(floristMessages)
    .where(
      and(
        eq(floristMessages.threadId, threadId),
        eq(floristMessages.senderId, senderId),
        gt(floristMessages.createdAt, since),
      ),
    );
  return row?.sent ?? 0;
}

/** Null when the sender's key is taken: that message was already written. */
export async function insertMessage(
  tx: Database,
  values: {
    threadId: number;
    sender: FloristMessageSender;
    senderId: number;
    text: string;
    clientKey: string;
    createdAt: Date;
  },
): Promise<MessageRow | null> {
  const [row] = await tx.insert(floristMessages).values(values).onConflictDoNothing().returning();
  if (row !== undefined) {
    await tx
      .update(floristThreads)
      .set({ lastMessageAt: values.createdAt })
      .where(eq(floristThreads.id, values.threadId));
  }
  return row ?? null;
}

export async function findMessage(db: Database, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(floristMessages).where(eq(floristMessages.id, id));
  return row ?? null;
}

/** Oldest first, each with whether `viewerId` reported it. */
export function selectMessages(db: Database, threadIds: number[], viewerId: number) {
  if (threadIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: floristMessages.id,
      threadId: floristMessages.threadId,
      sender: floristMessages.sender,
      text: floristMessages.text,
      createdAt: floristMessages.createdAt,
      reported: sql<boolean>`${floristMessageReports.reporterId} is not null`,
    })
    .from(floristMessages)
    .leftJoin(
      floristMessageReports,
      and(
        eq(floristMessageReports.messageId, floristMessages.id),
        eq(floristMessageReports.reporterId, viewerId),
      ),
    )
    .where(inArray(floristMessages.threadId, threadIds))
    .orderBy(asc(floristMessages.id));
}

/** True when this reporter had not reported the message before. */
export async function insertReport(
  tx: Database,
  messageId: number,
  reporterId: number,
): Promise<boolean> {
  const rows = await tx
    .insert(floristMessageReports)
    .values({ messageId, reporterId })
    .onConflictDoNothing()
    .returning({ messageId: floristMessageReports.messageId });
  return rows.length > 0;
}

export async function threadWasReported(db: Database, threadId: number): Promise<boolean> {
  const [row] = await db
    .select({ messageId: floristMessageReports.messageId })
    .from(floristMessageReports)
    .innerJoin(floristMessages, eq(floristMessages.id, floristMessageReports.messageId))
    .where(eq(floristMessages.threadId, threadId))
    .limit(1);
  return row !== undefined;
}

export async function findAdFacts(
  db: Database,
  adId: number,
): Promise<{ ownerId: number; title: string } | null> {
  const [row] = await db
    .select({ ownerId: ads.ownerId, title: ads.title })
    .from(ads)
    .where(eq(ads.id, adId));
  return row ?? null;
}

export interface OrderFacts {
  id: number;
  orderNumber: string;
  adId: number;
  buyerId: number;
  sellerId: number;
  title: string;
  disputed: boolean;
}

export async function findOrderFacts(db: Database, orderId: number): Promise<OrderFacts | null> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      adId: orders.adId,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      title: orders.title,
      disputed: sql<boolean>`${orderDisputes.id} is not null`,
    })
    .from(orders)
    .leftJoin(orderDisputes, eq(orderDisputes.orderId, orders.id))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The newest order of this bouquet by this buyer: the thread is that order's. */
export async function findLatestOrder(
  db: Database,
  adId: number,
  buyerId: number,
): Promise<{ id: number; orderNumber: string } | null> {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.adId, adId), eq(orders.buyerId, buyerId), ne(orders.status, 'deleted')))
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}

/**
 * Retention: a thread no order came of goes `cutoff` after its last message; one with an order
 * stays as long as the order does (orders are kept).
 */
export async function deleteQuestionThreadsBefore(
  db: Database,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    delete from florist_threads where id in (
      select t.id from florist_threads t
      where t.last_message_at < ${cutoff.toISOString()}
        and not exists (
          select 1 from orders o where o.ad_id = t.ad_id and o.buyer_id = t.buyer_id
        )
      order by t.last_message_at
      limit ${limit}
      for update skip locked
    )
    returning id
  `,
  );
  return rows.length;
}
