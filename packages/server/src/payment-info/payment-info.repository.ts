import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { paymentInfo } from '../db/schema.ts';

export type PaymentInfoRow = typeof paymentInfo.$inferSelect;

export async function findPaymentInfo(
  db: Database,
  userId: number,
): Promise<PaymentInfoRow | null> {
  const [row] = await db.select().from(paymentInfo).where(eq(paymentInfo.userId, userId));
  return row ?? null;
}

export async function upsertPaymentInfo(
  tx: Database,
  userId: number,
  values: Omit<PaymentInfoRow, 'userId'>,
): Promise<void> {
  await tx
    .insert(paymentInfo)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: paymentInfo.userId, set: values });
}

export async function selectEncryptedCardNumbers(
  db: Database,
  userIds: readonly number[],
): Promise<{ userId: number; cardNumberEncrypted: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: paymentInfo.userId, cardNumberEncrypted: paymentInfo.cardNumberEncrypted })
    .from(paymentInfo)
    .where(inArray(paymentInfo.userId, [...userIds]));
}
