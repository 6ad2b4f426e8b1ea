import { splitSellerChange } from '@flowers/domain';
import type { Database } from '../../db/database.ts';
import { insertPosting, sellerSums } from '../../order-money/ledger.repository.ts';

interface PostedPayout {
  id: number;
  sellerId: number;
  amountKopecks: number;
}

const ownedBy = (payout: PostedPayout) => ({ orderId: null, sellerId: payout.sellerId });

// The caller holds the seller's lock and checked the amount against what is owed.
export const postPayoutInTransit = (tx: Database, payout: PostedPayout, at: Date) =>
  insertPosting(tx, { kind: 'payout_in_transit', payoutId: payout.id, at }, [
    { account: 'seller_payable', ...ownedBy(payout), amountKopecks: -payout.amountKopecks },
    { account: 'payouts_in_transit', ...ownedBy(payout), amountKopecks: payout.amountKopecks },
  ]);

export const postPayoutSent = (tx: Database, payout: PostedPayout, at: Date) =>
  insertPosting(tx, { kind: 'payout_sent', payoutId: payout.id, at }, [
    { account: 'payouts_in_transit', ...ownedBy(payout), amountKopecks: -payout.amountKopecks },
    { account: 'payouts_sent', ...ownedBy(payout), amountKopecks: payout.amountKopecks },
  ]);

// If a refund made a debt while the payout was on its way, the returned money pays it first.
export async function postPayoutReturned(tx: Database, payout: PostedPayout, at: Date) {
  const split = splitSellerChange(payout.amountKopecks, await sellerSums(tx, payout.sellerId));
  const back = [
    { account: 'seller_payable' as const, amountKopecks: split.payable },
    { account: 'seller_debt' as const, amountKopecks: split.debt },
  ].filter((entry) => entry.amountKopecks !== 0);
  await insertPosting(tx, { kind: 'payout_returned', payoutId: payout.id, at }, [
    { account: 'payouts_in_transit', ...ownedBy(payout), amountKopecks: -payout.amountKopecks },
    ...back.map((entry) => ({ ...entry, ...ownedBy(payout) })),
  ]);
}
