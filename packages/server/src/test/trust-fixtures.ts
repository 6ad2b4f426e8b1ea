import type { Database } from '../db/database.ts';
import { orderDisputes, sellerReviews } from '../db/schema.ts';
import { seedAd } from './fixtures.ts';
import { seedOrder } from './order-fixtures.ts';

export async function seedDeliveredOrders(
  db: Database,
  sellerId: number,
  buyerId: number,
  stars: readonly number[],
): Promise<number[]> {
  const orderIds: number[] = [];
  for (const rating of stars) {
    const adId = await seedAd(db, { ownerId: sellerId, status: 'completed' });
    const orderId = await seedOrder(db, { adId, buyerId, status: 'completed' });
    await db.insert(sellerReviews).values({ orderId, sellerId, buyerId, stars: rating });
    orderIds.push(orderId);
  }
  return orderIds;
}

/** Average 4.8: trusted unless revoked. */
export function seedTrustedSeller(db: Database, sellerId: number, buyerId: number) {
  return seedDeliveredOrders(db, sellerId, buyerId, [5, 5, 5, 4, 5]);
}

export async function seedDecidedDispute(
  db: Database,
  orderId: number,
  decision: 'capture' | 'partial_refund' | 'release',
): Promise<void> {
  await db.insert(orderDisputes).values({
    orderId,
    text: 'Букет не тот',
    photos: [],
    decision,
    decidedAt: new Date(),
  });
}
