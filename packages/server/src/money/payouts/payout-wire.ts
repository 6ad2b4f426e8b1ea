import { PAYOUT_STATE_LABELS, type Payout, type PayoutState } from '@flowers/domain';
import type { PayoutRow } from '../payouts.repository.ts';

export const payoutToWire = (row: PayoutRow): Payout => ({
  id: row.id,
  seller_id: String(row.sellerId),
  amount_kopecks: row.amountKopecks,
  paid_on: row.paidOn,
  reference: row.reference,
  status_label: PAYOUT_STATE_LABELS[row.state as PayoutState],
  created_at: row.createdAt.toISOString(),
  method: row.method === 'bank' ? 'bank' : 'manual',
  state: row.state as PayoutState,
  card_pan: row.cardPan,
});
