import type { Database } from '../db/database.ts';
import { movePayment } from './emulator.repository.ts';

/**
 * Demo mode's forced mismatch for «Сверка»: the emulated bank gives a held or charged payment
 * back on its own (a hold released, a charge refunded, as from the merchant panel) and its
 * notification is lost, so the bank's GetState disagrees with our records until a person
 * looks. Null when the payment was not held or charged.
 */
export async function reverseWithoutNotification(
  db: Database,
  paymentId: string,
): Promise<string | null> {
  const released = await movePayment(db, paymentId, ['AUTHORIZED'], {
    status: 'REVERSED',
    amount: 0,
  });
  if (released !== null) return released.status;
  const refunded = await movePayment(db, paymentId, ['CONFIRMED'], {
    status: 'REFUNDED',
    amount: 0,
  });
  return refunded?.status ?? null;
}
