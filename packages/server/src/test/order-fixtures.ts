import {
  PAYMENT_WINDOW_MS,
  RESERVED_AD_RETURNED_MESSAGE,
  formatOrderNumber,
  type OrderStatus,
} from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import { ads, orders } from '../db/schema.ts';
import type { RecordingPublisher } from '../realtime/live-publisher.ts';

export interface SeedOrderOptions {
  adId: number;
  buyerId: number;
  status?: OrderStatus;
  paymentId?: string | null;
  paymentDeadline?: Date;
  /** Defaults to now for an order past `created`: every such order was paid but one staff closed. */
  paidAt?: Date | null;
}

const UNPAID_STATUSES: readonly string[] = ['created', 'cancelled', 'deleted'];

export async function seedOrder(db: Database, options: SeedOrderOptions): Promise<number> {
  const [ad] = await db.select().from(ads).where(eq(ads.id, options.adId));
  if (ad === undefined) throw new Error(`seedOrder: no ad ${options.adId}`);
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `seed-${options.adId}-${Math.random().toString(36).slice(2, 10)}`,
      adId: ad.id,
      buyerId: options.buyerId,
      sellerId: ad.ownerId,
      title: ad.title,
      price: ad.price,
      originalPrice: ad.originalPrice,
      buyerName: 'Анна',
      buyerPhone: '+79991234567',
      buyerEmail: 'anna@example.com',
      buyerAddress: 'г. Москва, ул. Арбат, 1',
      comment: 'Позвонить заранее',
      status: options.status ?? 'paid',
      paymentId: options.paymentId ?? null,
      paymentDeadline: options.paymentDeadline ?? new Date(Date.now() + PAYMENT_WINDOW_MS),
      paidAt:
        options.paidAt !== undefined
          ? options.paidAt
          : UNPAID_STATUSES.includes(options.status ?? 'paid')
            ? null
            : new Date(),
    })
    .returning({ id: orders.id });
  if (row === undefined) throw new Error('seedOrder: nothing inserted');
  await db
    .update(orders)
    .set({ orderNumber: formatOrderNumber(row.id, new Date()), paymentOrderId: `${row.id}-1` })
    .where(eq(orders.id, row.id));
  return row.id;
}

export async function orderRow(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (row === undefined) throw new Error(`no order ${id}`);
  return row;
}

export async function adStatus(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ status: ads.status }).from(ads).where(eq(ads.id, id));
  return row?.status;
}

export async function expectBackInCatalogue(
  db: Database,
  publisher: RecordingPublisher,
  adId: number,
): Promise<void> {
  expect(await adStatus(db, adId)).toBe('new');
  expect(publisher.messages.map((message) => message.payload)).toContainEqual({
    adId,
    oldStatus: 'reserved',
    newStatus: 'new',
    message: RESERVED_AD_RETURNED_MESSAGE,
  });
}
