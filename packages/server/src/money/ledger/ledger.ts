import { splitSellerChange, splitSettlement, type LedgerAccount } from '@flowers/domain';
import type { Database } from '../../db/database.ts';
import {
  insertPosting,
  lockOrderMoney,
  lockSellerRow,
  orderAccountSums,
  sellerSums,
  type LedgerEntry,
  type PostingHead,
} from './ledger.repository.ts';

// One function per event the ledger records (CONVENTIONS.md §11, docs/money.md "Postings per
// event"), each a balanced posting between named accounts in the caller's transaction. An
// order's postings follow its money row's moves (money.repository.ts), which happen once, so a
// replayed or late status moves nothing and posts nothing.

const ofOrder = (orderId: number, account: LedgerAccount, amountKopecks: number): LedgerEntry => ({
  account,
  orderId,
  sellerId: null,
  amountKopecks,
});

/** An entry of zero records nothing; a posting without entries is not written. */
const post = (tx: Database, head: PostingHead, entries: readonly LedgerEntry[]) =>
  insertPosting(
    tx,
    head,
    entries.filter((entry) => entry.amountKopecks !== 0),
  );

/** The order's money locked, so two postings for one order never read the same balances. */
async function lockedOrder(tx: Database, orderId: number) {
  const row = await lockOrderMoney(tx, orderId);
  if (row === null) return null;
  return { ...row, dealDone: row.status === 'completed' };
}

/**
 * A gain (a deal done) pays the seller's debt first; a loss (a refund after it) takes what they
 * are owed, the rest becomes debt, so `seller_payable` never goes below zero.
 */
async function sellerEntries(
  tx: Database,
  orderId: number,
  sellerId: number,
  changeKopecks: number,
): Promise<LedgerEntry[]> {
  if (changeKopecks === 0) return [];
  await lockSellerRow(tx, sellerId);
  const split = splitSellerChange(changeKopecks, await sellerSums(tx, sellerId));
  const owner = { orderId, sellerId };
  return [
    { account: 'seller_payable' as const, ...owner, amountKopecks: split.payable },
    { account: 'seller_debt' as const, ...owner, amountKopecks: split.debt },
  ];
}

/** Kept money of a done deal: the seller's price (at most what was kept) and our commission. */
async function splitEntries(
  tx: Database,
  order: { id: number; sellerId: number; sellerShareKopecks: number },
  keptKopecks: number,
): Promise<LedgerEntry[]> {
  const { sellerDueKopecks, commissionKopecks } = splitSettlement({
    capturedKopecks: keptKopecks,
    refundedKopecks: 0,
    sellerShareKopecks: order.sellerShareKopecks,
  });
  return [
    ofOrder(order.id, 'platform_fee', commissionKopecks),
    ...(await sellerEntries(tx, order.id, order.sellerId, sellerDueKopecks)),
  ];
}

/** The bank holds the buyer's money (AUTHORIZED, or the hold under a one-stage charge). */
export async function postHold(tx: Database, orderId: number, at: Date): Promise<void> {
  const order = await lockedOrder(tx, orderId);
  if (order === null) return;
  const held = order.money.heldKopecks;
  await post(tx, { kind: 'hold', orderId, at }, [
    ofOrder(orderId, 'world', -held),
    ofOrder(orderId, 'buyer_held', held),
  ]);
}

/**
 * The bank charged the hold, all or part of it (CONFIRMED); the part not charged goes back.
 * Charged before the deal is done, the money waits in `buyer_captured`; charged after staff
 * completed the order, it splits between the seller and us at once.
 */
export async function postCapture(tx: Database, orderId: number, at: Date): Promise<void> {
  const order = await lockedOrder(tx, orderId);
  if (order === null) return;
  const { heldKopecks, capturedKopecks, sellerShareKopecks } = order.money;
  const kept = order.dealDone
    ? await splitEntries(
        tx,
        { id: orderId, sellerId: order.sellerId, sellerShareKopecks },
        capturedKopecks,
      )
    : [ofOrder(orderId, 'buyer_captured', capturedKopecks)];
  await post(tx, { kind: 'capture', orderId, at }, [
    ofOrder(orderId, 'buyer_held', -heldKopecks),
    ...kept,
    ofOrder(orderId, 'refunds', heldKopecks - capturedKopecks),
  ]);
}

/** The hold went back to the buyer uncharged (REVERSED, CANCELED, DEADLINE_EXPIRED, …). */
export async function postRelease(tx: Database, orderId: number, at: Date): Promise<void> {
  const order = await lockedOrder(tx, orderId);
  if (order === null) return;
  const held = order.money.heldKopecks;
  await post(tx, { kind: 'release', orderId, at }, [
    ofOrder(orderId, 'buyer_held', -held),
    ofOrder(orderId, 'refunds', held),
  ]);
}

/**
 * The bank gave `refundKopecks` of the order's money back (REFUNDED, PARTIAL_REFUNDED). It comes,
 * in this order, from money we still think held (a capture we never heard of), from money
 * waiting for the deal, from our commission, then from the seller, who may end in debt.
 */
export async function postRefund(
  tx: Database,
  orderId: number,
  refundKopecks: number,
  at: Date,
): Promise<void> {
  if (refundKopecks <= 0) return;
  const order = await lockedOrder(tx, orderId);
  if (order === null) return;
  const sums = await orderAccountSums(tx, orderId);
  const entries: LedgerEntry[] = [ofOrder(orderId, 'refunds', refundKopecks)];
  let left = refundKopecks;
  for (const account of ['buyer_held', 'buyer_captured', 'platform_fee'] as const) {
    const take = Math.min(left, Math.max(0, sums.get(account) ?? 0));
    entries.push(ofOrder(orderId, account, -take));
    left -= take;
  }
  entries.push(...(await sellerEntries(tx, orderId, order.sellerId, -left)));
  await post(tx, { kind: 'refund', orderId, at }, entries);
}

/**
 * The order is completed: the money waiting in `buyer_captured` splits into the seller's price
 * and our commission. Money still held splits later, when it is captured (postCapture).
 */
export async function postDealDone(tx: Database, orderId: number, at: Date): Promise<void> {
  const order = await lockedOrder(tx, orderId);
  if (order === null || !order.dealDone) return;
  const waiting = (await orderAccountSums(tx, orderId)).get('buyer_captured') ?? 0;
  if (waiting <= 0) return;
  const { sellerShareKopecks } = order.money;
  await post(tx, { kind: 'deal_done', orderId, at }, [
    ofOrder(orderId, 'buyer_captured', -waiting),
    ...(await splitEntries(
      tx,
      { id: orderId, sellerId: order.sellerId, sellerShareKopecks },
      waiting,
    )),
  ]);
}

interface PostedPayout {
  id: number;
  sellerId: number;
  amountKopecks: number;
}

const ofSeller = (payout: PostedPayout, account: LedgerAccount, amountKopecks: number) => ({
  account,
  orderId: null,
  sellerId: payout.sellerId,
  amountKopecks,
});

// For every payout posting the caller holds the seller's lock and checked the amount against
// what is owed.

/** A payout an admin made outside the product and recorded on «Выплаты». */
export const postPayout = (tx: Database, payout: PostedPayout, at: Date) =>
  post(tx, { kind: 'payout', payoutId: payout.id, at }, [
    ofSeller(payout, 'seller_payable', -payout.amountKopecks),
    ofSeller(payout, 'payouts_sent', payout.amountKopecks),
  ]);

/** A payout through the bank (E2C) is on its way. */
export const postPayoutInTransit = (tx: Database, payout: PostedPayout, at: Date) =>
  post(tx, { kind: 'payout_in_transit', payoutId: payout.id, at }, [
    ofSeller(payout, 'seller_payable', -payout.amountKopecks),
    ofSeller(payout, 'payouts_in_transit', payout.amountKopecks),
  ]);

/** The bank says the payout reached the card (COMPLETED). */
export const postPayoutSent = (tx: Database, payout: PostedPayout, at: Date) =>
  post(tx, { kind: 'payout_sent', payoutId: payout.id, at }, [
    ofSeller(payout, 'payouts_in_transit', -payout.amountKopecks),
    ofSeller(payout, 'payouts_sent', payout.amountKopecks),
  ]);

/**
 * The bank refused the payout: the money is the seller's again. If a refund made a debt while it
 * was on its way, it pays the debt first.
 */
export async function postPayoutReturned(tx: Database, payout: PostedPayout, at: Date) {
  const split = splitSellerChange(payout.amountKopecks, await sellerSums(tx, payout.sellerId));
  await post(tx, { kind: 'payout_returned', payoutId: payout.id, at }, [
    ofSeller(payout, 'payouts_in_transit', -payout.amountKopecks),
    ofSeller(payout, 'seller_payable', split.payable),
    ofSeller(payout, 'seller_debt', split.debt),
  ]);
}
