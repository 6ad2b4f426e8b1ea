/**
 * 54-FZ receipts of a marketplace (tbank-acquiring.md "Receipts of a marketplace"): we take the
 * buyer's money for the seller, so the bouquet is sold as an agent, naming its supplier; the
 * commission the buyer pays on top (spec §9) is our own item, the agent's fee.
 */
export const AGENT_SIGNS = [
  'bank_paying_agent',
  'bank_paying_subagent',
  'paying_agent',
  'paying_subagent',
  'attorney',
  'commission_agent',
  'another',
] as const;
export type AgentSign = (typeof AGENT_SIGNS)[number];

export const PLATFORM_FEE_ITEM_NAME = 'Агентское вознаграждение маркетплейса';
// T-Bank's limit on an item's Name; SupplierInfo.Name has its own (239).
const ITEM_NAME_MAX = 128;
const SUPPLIER_NAME_MAX = 239;

/** The seller as the receipt names them. */
export interface ReceiptSupplier {
  name: string;
  inn: string;
  phone: string;
}

/** One Receipt item in T-Bank's FFD 1.05 shape; amounts in kopecks. */
export interface ReceiptItem {
  Name: string;
  Price: number;
  Quantity: number;
  Amount: number;
  Tax: string;
  PaymentMethod: 'full_prepayment';
  PaymentObject: 'commodity' | 'agent_commission';
  AgentData?: { AgentSign: AgentSign };
  SupplierInfo?: { Name: string; Inn: string; Phones: string[] };
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Phones in SupplierInfo are `+` and digits (at most 19 characters in all). */
export function receiptPhone(phone: string): string {
  return `+${phone.replace(/\D/g, '').slice(0, 18)}`;
}

/**
 * The items of an order's receipt. The bouquet carries the seller's price, the agent sign and
 * the supplier; the rest of the buyer's price is our fee, its own item, only when there is
 * one. Their amounts add up to the price, which T-Bank checks against Init's Amount.
 */
export function agentReceiptItems(input: {
  title: string;
  priceKopecks: number;
  sellerShareKopecks: number;
  supplier: ReceiptSupplier;
  agentSign: AgentSign;
  /** The supplier's VAT: самозанятые and ИП on the simplified system charge none. */
  supplierTax: string;
  /** Our own VAT setting (TBANK_TAX), for the fee. */
  platformTax: string;
}): ReceiptItem[] {
  const share = Math.min(input.sellerShareKopecks, input.priceKopecks);
  const fee = input.priceKopecks - share;
  const bouquet: ReceiptItem = {
    Name: clip(input.title, ITEM_NAME_MAX),
    Price: share,
    Quantity: 1,
    Amount: share,
    Tax: input.supplierTax,
    PaymentMethod: 'full_prepayment',
    PaymentObject: 'commodity',
    AgentData: { AgentSign: input.agentSign },
    SupplierInfo: {
      Name: clip(input.supplier.name, SUPPLIER_NAME_MAX),
      Inn: input.supplier.inn,
      Phones: [receiptPhone(input.supplier.phone)],
    },
  };
  if (fee <= 0) return [bouquet];
  return [
    bouquet,
    {
      Name: PLATFORM_FEE_ITEM_NAME,
      Price: fee,
      Quantity: 1,
      Amount: fee,
      Tax: input.platformTax,
      PaymentMethod: 'full_prepayment',
      PaymentObject: 'agent_commission',
    },
  ];
}
