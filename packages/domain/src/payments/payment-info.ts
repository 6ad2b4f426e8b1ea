import { z } from 'zod';
import { textField } from '../common/safe-input';
import { innFieldSchema, taxDetailsPairProblem, taxStatusFieldSchema } from './tax-details';

const FULL_NAME_MESSAGE = 'ФИО должно быть в формате: Фамилия Имя Отчество';
const CARD_NUMBER_MESSAGE = 'Номер карты должен содержать 16 цифр';
export const CARD_INPUT_MAX_LENGTH = 19;

// A capitalised Cyrillic word; hyphenated parts allow double surnames like Римский-Корсаков.
const WORD = '[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)*';
const FULL_NAME_PATTERN = new RegExp(`^${WORD}(?:\\s+${WORD}){2}$`, 'u');

export const paymentInfoSchema = z
  .object({
    fullName: textField({ error: FULL_NAME_MESSAGE })
      .trim()
      .regex(FULL_NAME_PATTERN, { error: FULL_NAME_MESSAGE })
      .transform((name) => name.replace(/\s+/g, ' ')),
    bankCardNumber: textField({ error: CARD_NUMBER_MESSAGE })
      .regex(/^\s*(?:\d\s*){16}$/, { error: CARD_NUMBER_MESSAGE })
      .transform((card) => card.replace(/\s+/g, '')),
    inn: innFieldSchema.optional(),
    taxStatus: taxStatusFieldSchema.optional(),
  })
  .superRefine((info, context) => {
    const problem = taxDetailsPairProblem(info);
    if (problem !== null) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

export type PaymentInfoInput = z.input<typeof paymentInfoSchema>;
export type PaymentInfo = z.output<typeof paymentInfoSchema>;

export function maskCardNumber(digits: string): string {
  const last4 = digits.replace(/\D/g, '').slice(-4);
  return last4.length === 4 ? `•••• •••• •••• ${last4}` : '';
}

export function formatCardNumberInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
