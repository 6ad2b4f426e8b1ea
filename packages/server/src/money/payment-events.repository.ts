import type { Database } from '../db/database.ts';
import { paymentEvents } from '../db/schema.ts';

/** Every genuine notification of the bank, kept for idempotency and audit. */
export async function insertPaymentEvent(
  tx: Database,
  event: Omit<typeof paymentEvents.$inferInsert, 'id' | 'receivedAt'>,
): Promise<void> {
  await tx.insert(paymentEvents).values(event);
}
