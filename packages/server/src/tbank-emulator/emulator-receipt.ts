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

export interface ReceiptRefusal {
  code: string;
  message: string;
}

/** The codes are the emulator's own; the real bank answers with its own numbers. */
export function receiptItemsProblem(items: unknown): ReceiptRefusal | null {
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
