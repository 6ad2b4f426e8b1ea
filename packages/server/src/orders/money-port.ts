import type { SafeDeal } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { OrderRow } from './orders.repository.ts';

/** Each order's safe deal as the order's JSON shows it (spec §3's `safe_deal`), by order id. */
export type SafeDealsOf = (
  orders: readonly { id: number; status: string }[],
) => Promise<Map<number, SafeDeal>>;

/**
 * What a staff action on an order asks of the money. Money ranks above orders and moves them
 * (ARCHITECTURE.md), so orders never import it: app.ts passes money's `createMoneyForOrders` in.
 */
export interface MoneyPort {
  /**
   * Asks the bank to give the order's money back, before the order closes. What it returns
   * records the bank's answer in the transaction that closes the order; null when there is none.
   */
  cancelPayment(order: OrderRow): Promise<((tx: Database, at: Date) => Promise<void>) | null>;
  /** Closes the open form so no payment arrives for an order settled without one. */
  closePaymentForm(order: OrderRow): Promise<{ verdict: 'paid' | 'failed' | 'pending' }>;
  /** In the transaction that completes the order: its kept money splits to the seller and us. */
  postDealDone(tx: Database, orderId: number, at: Date): Promise<void>;
  /** In the transaction that marks it delivered: the safe deal asks the buyer «Получили букет?». */
  askBuyerIfAwaited(tx: Database, order: OrderRow): Promise<void>;
  /** After the staff's transaction: the settler takes the deal's next step. */
  settle(orderId: number): Promise<void>;
  safeDeals: SafeDealsOf;
}
