import { rublesToKopecks } from '@flowers/domain';
import type { Config } from '../config.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { InitRequest } from '../tbank/tbank-client.ts';

// T-Bank's limits on Description, a receipt item's Name and the receipt Email.
const DESCRIPTION_MAX = 140;
const ITEM_NAME_MAX = 128;
const EMAIL_MAX = 64;
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** RedirectDueDate wants `YYYY-MM-DDTHH:MM:SS+03:00`; Moscow has no daylight saving time. */
export function moscowDateTime(at: Date): string {
  return `${new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The Init call for an order: the server's price in kopecks, one receipt item for the bouquet
 * (54-FZ, tax settings from the config), the buyer's e-mail for the receipt or else the phone,
 * and our own result and notification addresses.
 */
export function buildInitRequest(
  order: OrderRow,
  options: { publicUrl: string; receipt: Config['receipt']; dueAt: Date },
): InitRequest {
  const amount = rublesToKopecks(order.price);
  const orderNumber = encodeURIComponent(order.orderNumber);
  const email = order.buyerEmail !== null && order.buyerEmail.length <= EMAIL_MAX;
  if (order.paymentOrderId === null) throw new Error(`order ${order.id} has no payment order id`);
  return {
    Amount: amount,
    OrderId: order.paymentOrderId,
    Description: clip(`Заказ ${order.orderNumber}: ${order.title}`, DESCRIPTION_MAX),
    NotificationURL: `${options.publicUrl}/api/tinkoff/notification`,
    SuccessURL: `${options.publicUrl}/api/success-page?orderId=${orderNumber}`,
    FailURL: `${options.publicUrl}/api/fail-page?orderId=${orderNumber}`,
    RedirectDueDate: moscowDateTime(options.dueAt),
    Receipt: {
      Taxation: options.receipt.taxation,
      ...(email ? { Email: order.buyerEmail } : { Phone: order.buyerPhone }),
      Items: [
        {
          Name: clip(order.title, ITEM_NAME_MAX),
          Price: amount,
          Quantity: 1,
          Amount: amount,
          Tax: options.receipt.tax,
          PaymentMethod: 'full_prepayment',
          PaymentObject: 'commodity',
        },
      ],
    },
  };
}
