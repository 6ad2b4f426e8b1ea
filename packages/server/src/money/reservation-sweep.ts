import { PAYMENT_EXPIRED_REASON } from '@flowers/domain';
import { createAdAnnouncer } from '../ads/ad-events.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { claimOverdueUnpaidOrders } from '../orders/orders.repository.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { recordBankStatus } from './bank-status.ts';
import { orderLifecycle } from '../orders/order-lifecycle.ts';
import { checkOverduePayment } from './payment-state.ts';
import type { TbankClient } from '../tbank/tbank-client.ts';

/** A claimed order is looked at again after this long if the bank's answer was inconclusive. */
const RECHECK_AFTER_MS = 60_000;
const BATCH = 20;

export interface SweepDeps {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
  tbank: TbankClient;
  /** How long a hold found here is kept (the safe deal's SAFE_DEAL_HOLD_HOURS). */
  holdMs: number;
}

// The bank is asked first: the notification may have been lost.
export async function releaseOverdueReservations(deps: SweepDeps, now: Date): Promise<number> {
  const { db } = deps;
  const announce = createAdAnnouncer(deps);
  let settled = 0;
  for (;;) {
    const due = await claimOverdueUnpaidOrders(db, now, RECHECK_AFTER_MS, BATCH);
    for (const order of due) {
      const verdict = await checkOverduePayment(deps.tbank, order);
      if (verdict.verdict === 'pending') continue;
      const released = await db.transaction(async (tx) => {
        if (verdict.verdict === 'paid') {
          // The notification was lost: the money row starts here, or no sweep would settle it.
          await recordBankStatus(tx, order, verdict.bank, now, deps.holdMs);
          await orderLifecycle.markPaid(tx, order.id, { paidAt: now });
          return null;
        }
        const off = await orderLifecycle.cancel(
          tx,
          order,
          'failPayment',
          PAYMENT_EXPIRED_REASON,
          now,
        );
        return off?.released ?? null;
      });
      settled += 1;
      await announce(released);
    }
    if (due.length < BATCH) return settled;
  }
}
