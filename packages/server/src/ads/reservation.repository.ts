import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orders } from '../db/schema.ts';

export interface UnpaidHold {
  orderId: number;
  buyerId: number;
  deadline: Date | null;
}

// Null when no unpaid order holds it: a paid bouquet is not coming back.
export async function findUnpaidHold(db: Database, adId: number): Promise<UnpaidHold | null> {
  const [row] = await db
    .select({ orderId: orders.id, buyerId: orders.buyerId, deadline: orders.paymentDeadline })
    .from(orders)
    .where(and(eq(orders.adId, adId), eq(orders.status, 'created')))
    .limit(1);
  return row ?? null;
}
