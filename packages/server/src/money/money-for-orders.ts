import { recordedDealStep } from '@flowers/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { MoneyPort } from '../orders/money-port.ts';
import { notifyReceiptQuestion } from '../orders/order-notifications.ts';
import type { TbankClient } from '../tbank/tbank-client.ts';
import { recordBankStatus } from './bank-status.ts';
import { dealFactsOf } from './deal-facts.ts';
import { postDealDone } from './ledger/ledger.ts';
import { findMoney } from './money.repository.ts';
import { checkOverduePayment, createPaymentCancel } from './payment-state.ts';
import { selectSafeDeals } from './safe-deal-json.ts';

export interface MoneyForOrdersDeps {
  db: Database;
  media: MediaStorage;
  tbank: TbankClient;
  receipt: Config['receipt'];
  settler: { settle(orderId: number): Promise<void> };
  /** How long a hold the bank reports here is kept (SAFE_DEAL_HOLD_HOURS). */
  holdMs: number;
  now: () => Date;
}

/** The money side of staff actions on orders (orders/money-port.ts). */
export function createMoneyForOrders(deps: MoneyForOrdersDeps): MoneyPort {
  const { db, media, tbank } = deps;
  const cancel = createPaymentCancel(deps);
  return {
    async cancelPayment(order) {
      const bank = await cancel(order);
      if (bank === null) return null;
      return (tx, at) => recordBankStatus(tx, order, bank, at, deps.holdMs).then(() => undefined);
    },
    closePaymentForm: (order) => checkOverduePayment(tbank, order),
    postDealDone,
    async askBuyerIfAwaited(tx, order) {
      // Only the safe deal waits for the buyer's answer: held, or captured by the bank already.
      const money = await findMoney(tx, order.id);
      if (order.payType !== 'T' || money === null) return;
      if (recordedDealStep(dealFactsOf(order, money, null)) !== 'await_buyer') return;
      await notifyReceiptQuestion(tx, order);
    },
    settle: (orderId) => deps.settler.settle(orderId),
    safeDeals: (rows) => selectSafeDeals(db, media, rows),
  };
}
