import { rublesToKopecks, type ReceiptSupplier, bankOrderDescription } from '@flowers/domain';
import type { Config } from '../config.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { InitRequest } from '../tbank/tbank-client.ts';
import { paymentReceipt } from './payment-receipt.ts';

// T-Bank's limit on Description.
const DESCRIPTION_MAX = 140;
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** RedirectDueDate wants `YYYY-MM-DDTHH:MM:SS+03:00`; Moscow has no daylight saving time. */
export function moscowDateTime(at: Date): string {
  return `${new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

// 54-FZ agent receipt: the bouquet sold for its supplier (the seller), our fee as its own item.
export function buildInitRequest(
  order: OrderRow,
  options: {
    publicUrl: string;
    receipt: Config['receipt'];
    dueAt: Date;
    supplier: ReceiptSupplier;
  },
): InitRequest {
  const amount = rublesToKopecks(order.price);
  const orderNumber = encodeURIComponent(order.orderNumber);
  if (order.paymentOrderId === null) throw new Error(`order ${order.id} has no payment order id`);
  return {
    Amount: amount,
    OrderId: order.paymentOrderId,
    Description: clip(bankOrderDescription(order.orderNumber, order.title), DESCRIPTION_MAX),
    NotificationURL: `${options.publicUrl}/api/tinkoff/notification`,
    SuccessURL: `${options.publicUrl}/api/success-page?orderId=${orderNumber}`,
    FailURL: `${options.publicUrl}/api/fail-page?orderId=${orderNumber}`,
    RedirectDueDate: moscowDateTime(options.dueAt),
    ...(options.receipt.enabled && {
      Receipt: paymentReceipt(order, options.receipt, options.supplier, {
        amountKopecks: amount,
        sellerShareKopecks: rublesToKopecks(order.originalPrice),
      }),
    }),
  };
}
