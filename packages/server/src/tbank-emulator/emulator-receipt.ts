import { AGENT_SIGNS, isValidInn } from '@flowers/domain';
import { z } from 'zod';

// tbank-acquiring.md "Receipts of a marketplace".
const supplierInfoSchema = z.object({
  Name: z.string().min(1).max(239),
  Inn: z.string(),
  Phones: z.array(z.string().regex(/^\+\d{1,19}$/)).min(1),
});

const itemSchema = z.object({
  Price: z.number().int(),
  Quantity: z.number().positive(),
  Amount: z.number().int(),
  AgentData: z.object({ AgentSign: z.enum(AGENT_SIGNS) }).optional(),
  SupplierInfo: supplierInfoSchema.optional(),
});

const receiptSchema = z.object({
  Taxation: z.string(),
  Email: z.string().optional(),
  Phone: z.string().optional(),
  Items: z
    .array(
      z.object({
        Name: z.string().max(128),
        Price: z.number().int(),
        Quantity: z.number().positive(),
        Amount: z.number().int(),
        Tax: z.string(),
      }),
    )
    .min(1),
});

export interface ReceiptRefusal {
  code: string;
  message: string;
}

/** A receipt of Init, Confirm or Cancel: its items add up to the sum the call moves. */
export function receiptProblem(receipt: unknown, amountKopecks: number): ReceiptRefusal | null {
  const parsed = receiptSchema.safeParse(receipt);
  if (!parsed.success) return { code: '9999', message: 'Неверные параметры чека' };
  const itemsTotal = parsed.data.Items.reduce((sum, item) => sum + item.Amount, 0);
  if (itemsTotal !== amountKopecks) {
    return { code: '308', message: 'Сумма позиций чека не равна сумме платежа' };
  }
  if (parsed.data.Email === undefined && parsed.data.Phone === undefined) {
    return { code: '309', message: 'В чеке нужен Email или Phone' };
  }
  // The parsed items drop the agent fields: the check reads the items as they came.
  return receiptItemsProblem((receipt as { Items: unknown }).Items);
}

/** The codes are the emulator's own; the real bank answers with its own numbers. */
function receiptItemsProblem(items: unknown): ReceiptRefusal | null {
  const parsed = z.array(itemSchema).safeParse(items);
  if (!parsed.success) {
    return { code: '310', message: 'Неверные данные агента или поставщика в позиции чека' };
  }
  for (const item of parsed.data) {
    if (Math.round(item.Price * item.Quantity) !== item.Amount) {
      return { code: '308', message: 'Сумма позиции чека не равна цене, умноженной на количество' };
    }
    if ((item.AgentData === undefined) !== (item.SupplierInfo === undefined)) {
      return { code: '310', message: 'У позиции агента нужны и AgentData, и SupplierInfo' };
    }
    if (item.SupplierInfo !== undefined && !isValidInn(item.SupplierInfo.Inn)) {
      return { code: '311', message: 'Неверный ИНН поставщика в чеке' };
    }
  }
  return null;
}
