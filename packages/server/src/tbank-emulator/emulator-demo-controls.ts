import type { Database } from '../db/database.ts';
import { movePayment } from './emulator.repository.ts';

/** The bank reverses on its own and the notification is lost, so GetState disagrees with us. */
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
