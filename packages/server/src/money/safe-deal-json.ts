import {
  DISPUTE_DECISION_LABELS,
  moneyStateLabel,
  recordedDealStep,
  type DisputeDecision,
  type MoneyState,
  type SafeDeal,
} from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { OrderJsonSource } from '../orders/order-json.ts';
import { dealFactsOf } from './deal-facts.ts';
import { findDisputesOfOrders, findMoneyOfOrders } from './money.repository.ts';

export async function selectSafeDeals(
  db: Database,
  media: MediaStorage,
  rows: readonly { id: number; status: string }[],
): Promise<Map<number, SafeDeal>> {
  const ids = rows.map((row) => row.id);
  const result = new Map<number, SafeDeal>();
  if (ids.length === 0) return result;
  const [moneyRows, disputes] = await Promise.all([
    findMoneyOfOrders(db, ids),
    findDisputesOfOrders(db, ids),
  ]);
  const disputeOf = new Map(disputes.map((dispute) => [dispute.orderId, dispute]));
  const orderOf = new Map(rows.map((row) => [row.id, row]));
  for (const money of moneyRows) {
    const order = orderOf.get(money.orderId);
    if (order === undefined) continue;
    const dispute = disputeOf.get(money.orderId) ?? null;
    const confirmBy = money.confirmBy;
    const state = money.state as MoneyState;
    const decision = (dispute?.decision ?? null) as DisputeDecision | null;
    result.set(money.orderId, {
      state,
      state_label:
        dispute !== null && decision === null
          ? moneyStateLabel('disputed')
          : moneyStateLabel(state),
      pay_type: money.payType === 'T' ? 'T' : 'O',
      held_kopecks: money.heldKopecks,
      captured_kopecks: money.capturedKopecks,
      refunded_kopecks: money.refundedKopecks,
      hold_deadline: money.holdDeadline.toISOString(),
      confirm_by: confirmBy?.toISOString() ?? null,
      buyer_confirmed_at: money.buyerConfirmedAt?.toISOString() ?? null,
      // Held, or captured by the bank on its own: the buyer's answer is awaited either way.
      awaiting_buyer:
        money.payType === 'T' &&
        confirmBy !== null &&
        recordedDealStep(dealFactsOf(order, money, dispute)) === 'await_buyer',
      dispute:
        dispute === null
          ? null
          : {
              id: dispute.id,
              text: dispute.text,
              photos: dispute.photos.map((variants) => media.publicUrl(variants.gallery ?? '')),
              created_at: dispute.createdAt.toISOString(),
              decision,
              decision_label: decision === null ? null : DISPUTE_DECISION_LABELS[decision],
              refund_kopecks: dispute.refundKopecks,
            },
    });
  }
  return result;
}

/** An order's JSON with its safe deal, for money/ and the folders ranked above it. */
export const orderJsonSource = (db: Database, media: MediaStorage): OrderJsonSource => ({
  db,
  media,
  safeDeals: (rows) => selectSafeDeals(db, media, rows),
});
