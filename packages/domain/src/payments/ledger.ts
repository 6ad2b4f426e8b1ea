import { splitSettlement, type MoneyState } from './safe-deal';

/** The double-entry ledger (CONVENTIONS.md §11): every posting's entries sum to zero. */
export const LEDGER_ACCOUNTS = [
  'world',
  'buyer_held',
  /** Charged, but the deal is not done: held by us, owed to nobody yet. */
  'buyer_captured',
  'refunds',
  'platform_fee',
  /** Never below zero. */
  'seller_payable',
  /** A refund after the seller was paid: at or below zero. */
  'seller_debt',
  'payouts_in_transit',
  'payouts_sent',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export interface OrderMoneyFacts {
  state: MoneyState;
  heldKopecks: number;
  capturedKopecks: number;
  refundedKopecks: number;
  sellerShareKopecks: number;
  dealDone: boolean;
}

export interface OrderBalances {
  world: number;
  buyer_held: number;
  buyer_captured: number;
  refunds: number;
  platform_fee: number;
  seller: number;
}

/** Money charged before the deal is done stays in `buyer_captured`; once done, it splits. */
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

/** A gain pays off debt first; a loss takes from what is owed, so `seller_payable` stays ≥ 0. */
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
