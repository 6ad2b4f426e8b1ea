import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ads, chatDrafts, floristThreads, orders } from '../db/schema.ts';

/** The columns that decide who may touch a record, read before anything else is (issue 23). */
export async function findAdAccess(
  db: Database,
  id: number,
): Promise<{ ownerId: number; status: string } | null> {
  const [row] = await db
    .select({ ownerId: ads.ownerId, status: ads.status })
    .from(ads)
    .where(eq(ads.id, id));
  return row ?? null;
}

export async function findOrderAccess(
  db: Database,
  id: number,
): Promise<{ buyerId: number; sellerId: number; status: string } | null> {
  const [row] = await db
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

export async function findDraftAccess(
  db: Database,
  id: string,
): Promise<{ sellerId: number } | null> {
  const [row] = await db
    .select({ sellerId: chatDrafts.sellerId })
    .from(chatDrafts)
    .where(eq(chatDrafts.id, id));
  return row ?? null;
}

export async function findThreadAccess(
  db: Database,
  id: number,
): Promise<{ buyerId: number; sellerId: number } | null> {
  const [row] = await db
    .select({ buyerId: floristThreads.buyerId, sellerId: floristThreads.sellerId })
    .from(floristThreads)
    .where(eq(floristThreads.id, id));
  return row ?? null;
}
