import { splitSettlement, type MoneyState } from './safe-deal';

/**
 * The accounts of the double-entry ledger (CONVENTIONS.md §11). Each entry names one account
 * type and, where the account is per order or per seller, its owner; written out they read
 * `@buyer:held:<order>`, `@seller:payable:<seller>`. Every posting's entries sum to zero.
 */
export const LEDGER_ACCOUNTS = [
  /** The outside world's cards: every kopeck the bank ever held for us came from here. */
  'world',
  /** The bank holds the buyer's money for this order (a two-stage hold). */
  'buyer_held',
  /** Charged from the buyer, but the deal is not done: held by us, owed to nobody yet. */
  'buyer_captured',
  /** Released or refunded back to the buyer's card. */
  'refunds',
  /** The platform's commission. */
  'platform_fee',
  /** Owed to the seller; never below zero. */
  'seller_payable',
  /** What a seller owes back (a refund after they were paid): at or below zero. */
  'seller_debt',
  /** A payout sent to the bank and not yet final. */
  'payouts_in_transit',
  /** Paid out to sellers' cards. */
  'payouts_sent',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What the ledger knows of one order's money (its order_money row and its order). */
export interface OrderMoneyFacts {
  state: MoneyState;
  heldKopecks: number;
  capturedKopecks: number;
  refundedKopecks: number;
  sellerShareKopecks: number;
  /** The deal is done (the order completed): captured money becomes the seller's and ours. */
  dealDone: boolean;
}

/** Where one order's money should stand, per account, in kopecks. */
export interface OrderBalances {
  world: number;
  buyer_held: number;
  buyer_captured: number;
  refunds: number;
  platform_fee: number;
  /** The seller's part of this order, in seller_payable and seller_debt together. */
  seller: number;
}

/**
 * Where an order's money belongs now, by the bank's numbers. Money charged before the deal is
 * done stays in `buyer_captured`, held and not owed; once done, it splits by splitSettlement.
 * The ledger posts the difference between this and what it already holds for the order.
 */
export function orderBalances(facts: OrderMoneyFacts): OrderBalances {
  const heldNow = facts.state === 'held' ? facts.heldKopecks : 0;
  const { netKopecks, sellerDueKopecks, commissionKopecks } = splitSettlement(facts);
  const done = facts.dealDone;
  return {
    world: -facts.heldKopecks,
    buyer_held: heldNow,
    buyer_captured: done ? 0 : netKopecks,
    refunds: facts.heldKopecks - heldNow - netKopecks,
    platform_fee: done ? commissionKopecks : 0,
    seller: done ? sellerDueKopecks : 0,
  };
}

/**
 * How a change of the seller's part splits between what they are owed and what they owe: a
 * gain pays off their debt first, a loss takes from what they are owed and the rest becomes
 * debt. So `seller_payable` never goes below zero and a debt is always its own entry.
 */
export function splitSellerChange(
  changeKopecks: number,
  current: { payableKopecks: number; debtKopecks: number },
): { payable: number; debt: number } {
  if (changeKopecks >= 0) {
    const repay = Math.min(changeKopecks, Math.max(0, -current.debtKopecks));
    return { payable: changeKopecks - repay, debt: repay };
  }
  const take = Math.min(-changeKopecks, Math.max(0, current.payableKopecks));
  return { payable: take === 0 ? 0 : -take, debt: changeKopecks + take };
}
