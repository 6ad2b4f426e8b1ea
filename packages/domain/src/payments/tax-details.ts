import { z } from 'zod';
import { textField } from '../common/safe-input';
import { innKind } from './inn';

/** Both are people, so their ИНН has 12 digits. */
export const TAX_STATUSES = ['self_employed', 'individual_entrepreneur'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

export const TAX_STATUS_LABELS: Record<TaxStatus, string> = {
  self_employed: 'Самозанятый',
  individual_entrepreneur: 'ИП',
};

export const INN_LENGTH_MESSAGE = 'ИНН самозанятого или ИП состоит из 12 цифр';
export const INN_CHECKSUM_MESSAGE = 'ИНН не прошёл проверку: проверьте цифры';
export const INN_REQUIRED_MESSAGE = 'Введите ИНН';
export const TAX_STATUS_REQUIRED_MESSAGE = 'Выберите статус: самозанятый или ИП';
export const INN_INPUT_MAX_LENGTH = 12;

export const SELLER_WITHOUT_INN_MESSAGE =
  'Продавец ещё не указал ИНН для чеков, поэтому этот букет пока нельзя оплатить картой';
export const PAYOUT_WITHOUT_INN_MESSAGE =
  'Продавец не указал ИНН и статус (самозанятый или ИП) в «Платёжной информации»: выплата невозможна';
export const SELLER_INN_NEEDED_TEXT =
  'Укажите ИНН и статус (самозанятый или ИП): без них покупатели не смогут оплатить ваши букеты картой, а мы — сделать выплату. ИНН печатается в чеке покупателя как ИНН поставщика.';

const blankToUndefined = (value: string) => (value === '' ? undefined : value);

export const innFieldSchema = textField({ error: INN_LENGTH_MESSAGE })
  .trim()
  .transform(blankToUndefined)
  .pipe(
    z
      .string()
      .regex(/^\d{12}$/, { error: INN_LENGTH_MESSAGE, abort: true })
      .refine((inn) => innKind(inn) === 'person', { error: INN_CHECKSUM_MESSAGE })
      .optional(),
  );

export const taxStatusFieldSchema = z
  .union([z.literal(''), z.enum(TAX_STATUSES)], { error: TAX_STATUS_REQUIRED_MESSAGE })
  .transform((value) => (value === '' ? undefined : value));

export function taxDetailsPairProblem(details: {
  inn?: string | undefined;
  taxStatus?: TaxStatus | undefined;
}): { field: 'inn' | 'taxStatus'; message: string } | null {
  if (details.inn !== undefined && details.taxStatus === undefined) {
    return { field: 'taxStatus', message: TAX_STATUS_REQUIRED_MESSAGE };
  }
  if (details.inn === undefined && details.taxStatus !== undefined) {
    return { field: 'inn', message: INN_REQUIRED_MESSAGE };
  }
  return null;
}

export function supplierName(fullName: string, status: TaxStatus): string {
  return status === 'individual_entrepreneur' ? `ИП ${fullName}` : fullName;
}
