/** 54-FZ (tbank-acquiring.md "Receipts of a marketplace"): we sell the bouquet as an agent. */
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

export interface ReceiptSupplier {
  name: string;
  inn: string;
  phone: string;
}

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

/** SupplierInfo phones: `+` and digits, at most 19 characters. */
export function receiptPhone(phone: string): string {
  return `+${phone.replace(/\D/g, '').slice(0, 18)}`;
}

/** The amounts add up to the price, which T-Bank checks against Init's Amount. */
export function agentReceiptItems(input: {
  title: string;
  priceKopecks: number;
  sellerShareKopecks: number;
  supplier: ReceiptSupplier;
  agentSign: AgentSign;
  /** самозанятые and ИП on the simplified system charge no VAT. */
  supplierTax: string;
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
