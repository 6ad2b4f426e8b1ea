import { agentReceiptItems, rublesToKopecks, type ReceiptSupplier } from '@flowers/domain';
import type { Config } from '../config.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { InitRequest } from '../tbank/tbank-client.ts';

// T-Bank's limits on Description and the receipt Email.
const DESCRIPTION_MAX = 140;
const EMAIL_MAX = 64;
// Самозанятые pay no VAT, and ИП on the simplified system charge none either.
const SUPPLIER_TAX = 'none';
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** RedirectDueDate wants `YYYY-MM-DDTHH:MM:SS+03:00`; Moscow has no daylight saving time. */
export function moscowDateTime(at: Date): string {
  return `${new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The Init call for an order: the server's price in kopecks, an agent receipt (54-FZ: the
 * bouquet sold for its supplier, the seller, and our fee as its own item; our tax settings
 * from the config), the buyer's e-mail for the receipt or else the phone, and our own result
 * and notification addresses.
 */
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
      Items: agentReceiptItems({
        title: order.title,
        priceKopecks: amount,
        sellerShareKopecks: rublesToKopecks(order.originalPrice),
        supplier: options.supplier,
        agentSign: options.receipt.agentSign,
        supplierTax: SUPPLIER_TAX,
        platformTax: options.receipt.tax,
      }),
    },
  };
}
