import {
  orderBalances,
  splitSellerChange,
  type LedgerAccount,
  type MoneyState,
  type OrderBalances,
} from '@flowers/domain';
import type { Database } from '../db/database.ts';
import {
  insertPosting,
  lockOrderMoney,
  lockSellerRow,
  orderAccountSums,
  sellerSums,
  type LedgerEntry,
} from './ledger.repository.ts';

const ORDER_ACCOUNTS = [
  'world',
  'buyer_held',
  'buyer_captured',
  'refunds',
  'platform_fee',
] as const satisfies readonly (keyof OrderBalances & LedgerAccount)[];

/** Posts the difference only, so it is safe to call after any change, twice, or after none. */
export async function postOrderLedger(
  tx: Database,
  orderId: number,
  kind: string,
  at: Date,
): Promise<void> {
  const row = await lockOrderMoney(tx, orderId);
  if (row === null) return;
  const target = orderBalances({
    state: row.money.state as MoneyState,
    heldKopecks: row.money.heldKopecks,
    capturedKopecks: row.money.capturedKopecks,
    refundedKopecks: row.money.refundedKopecks,
    sellerShareKopecks: row.money.sellerShareKopecks,
    dealDone: row.status === 'completed',
  });
  const now = await orderAccountSums(tx, orderId);
  const entries: LedgerEntry[] = [];
  for (const account of ORDER_ACCOUNTS) {
    const change = target[account] - (now.get(account) ?? 0);
    if (change !== 0) entries.push({ account, orderId, sellerId: null, amountKopecks: change });
  }
  const sellerChange =
    target.seller - (now.get('seller_payable') ?? 0) - (now.get('seller_debt') ?? 0);
  if (sellerChange !== 0) {
    await lockSellerRow(tx, row.sellerId);
    const sums = await sellerSums(tx, row.sellerId);
    const split = splitSellerChange(sellerChange, sums);
    const owner = { orderId, sellerId: row.sellerId };
    if (split.payable !== 0) {
      entries.push({ account: 'seller_payable', ...owner, amountKopecks: split.payable });
    }
    if (split.debt !== 0) {
      entries.push({ account: 'seller_debt', ...owner, amountKopecks: split.debt });
    }
  }
  await insertPosting(tx, { kind, orderId, at }, entries);
}

/** The caller holds the seller's lock and has checked the amount against what is owed. */
export function postPayout(
  tx: Database,
  payout: { id: number; sellerId: number; amountKopecks: number },
  at: Date,
): Promise<void> {
  const owner = { orderId: null, sellerId: payout.sellerId };
  return insertPosting(tx, { kind: 'payout', payoutId: payout.id, at }, [
    { account: 'seller_payable', ...owner, amountKopecks: -payout.amountKopecks },
    { account: 'payouts_sent', ...owner, amountKopecks: payout.amountKopecks },
  ]);
}
