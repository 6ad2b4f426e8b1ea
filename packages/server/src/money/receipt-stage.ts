import { receiptStage, type ReceiptStage } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { findDispute, findMoney } from './money.repository.ts';

export async function findReceiptStage(db: Database, orderId: number): Promise<ReceiptStage> {
  const [money, dispute] = await Promise.all([findMoney(db, orderId), findDispute(db, orderId)]);
  if (money === null) return null;
  return receiptStage({
    payType: money.payType,
    moneyState: money.state,
    buyerConfirmedAt: money.buyerConfirmedAt,
    dispute,
  });
}
