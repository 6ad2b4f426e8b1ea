import { agentReceiptItems, splitSettlement, type ReceiptSupplier } from '@flowers/domain';
import { findAdRow } from '../ads/ads.repository.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MoneyRow } from './money.repository.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { findTaxDetails } from '../payment-info/tax-details.repository.ts';

// T-Bank's limit on the receipt Email.
const EMAIL_MAX = 64;
// Самозанятые pay no VAT, and ИП on the simplified system charge none either.
const SUPPLIER_TAX = 'none';

export interface PaymentReceipt {
  Taxation: string;
  Email?: string;
  Phone?: string;
  Items: ReturnType<typeof agentReceiptItems>;
}

export type ReceiptSettings = Config['receipt'];

/** The seller as the receipt names them (54-FZ): name and ИНН from «Платёжная информация». */
export async function receiptSupplier(
  db: Database,
  order: OrderRow,
): Promise<ReceiptSupplier | null> {
  const [tax, ad] = await Promise.all([
    findTaxDetails(db, order.sellerId),
    findAdRow(db, order.adId),
  ]);
  if (tax === null || ad === null) return null;
  return { name: tax.supplierName, inn: tax.inn, phone: ad.phone };
}

// Built as Init's is; `sellerShareKopecks` is the bouquet's part.
export function paymentReceipt(
  order: OrderRow,
  settings: ReceiptSettings,
  supplier: ReceiptSupplier,
  part: { amountKopecks: number; sellerShareKopecks: number },
): PaymentReceipt {
  const email = order.buyerEmail !== null && order.buyerEmail.length <= EMAIL_MAX;
  return {
    Taxation: settings.taxation,
    ...(email ? { Email: order.buyerEmail ?? '' } : { Phone: order.buyerPhone }),
    Items: agentReceiptItems({
      title: order.title,
      priceKopecks: part.amountKopecks,
      sellerShareKopecks: part.sellerShareKopecks,
      supplier,
      agentSign: settings.agentSign,
      supplierTax: SUPPLIER_TAX,
      platformTax: settings.tax,
    }),
  };
}

// Mirrors what the ledger takes back from the seller's share (splitSettlement before and after).
export function refundedSellerShare(money: MoneyRow, refundKopecks: number): number {
  const before = splitSettlement(money).sellerDueKopecks;
  const after = splitSettlement({
    ...money,
    refundedKopecks: money.refundedKopecks + refundKopecks,
  }).sellerDueKopecks;
  return before - after;
}

// Undefined when receipts are off or the seller's data is gone.
export async function receiptForBankCall(
  db: Database,
  settings: ReceiptSettings,
  order: OrderRow,
  part: { amountKopecks: number; sellerShareKopecks: number },
): Promise<PaymentReceipt | undefined> {
  if (!settings.enabled) return undefined;
  const supplier = await receiptSupplier(db, order);
  return supplier === null ? undefined : paymentReceipt(order, settings, supplier, part);
}
