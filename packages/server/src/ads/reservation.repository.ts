import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orders } from '../db/schema.ts';

// Null when no unpaid order holds it: a paid bouquet is not coming back.
export async function findUnpaidHoldDeadline(db: Database, adId: number): Promise<Date | null> {
  const [row] = await db
    .select({ deadline: orders.paymentDeadline })
    .from(orders)
    .where(and(eq(orders.adId, adId), eq(orders.status, 'created')))
    .limit(1);
  return row?.deadline ?? null;
}
