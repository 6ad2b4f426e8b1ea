import { describe, expect, it } from 'vitest';
import {
  CARD_INPUT_MAX_LENGTH,
  formatCardNumberInput,
  maskCardNumber,
  paymentInfoSchema,
} from './payment-info';
import {
  INN_CHECKSUM_MESSAGE,
  INN_LENGTH_MESSAGE,
  INN_REQUIRED_MESSAGE,
  TAX_STATUS_REQUIRED_MESSAGE,
} from './tax-details';
import { messagesAt } from '../common/schema-test-utils';

const VALID = { fullName: 'Иванов Иван Иванович', bankCardNumber: '1234 5678 9012 3456' };
const FIO = 'ФИО должно быть в формате: Фамилия Имя Отчество';
const CARD = 'Номер карты должен содержать 16 цифр';

function messages(patch: Record<string, unknown>, field: string): string[] {
  return messagesAt(paymentInfoSchema, { ...VALID, ...patch }, field);
}

describe('payment info form (spec §5)', () => {
  it('sends the card number without spaces', () => {
    expect(paymentInfoSchema.parse(VALID)).toEqual({
      fullName: 'Иванов Иван Иванович',
      bankCardNumber: '1234567890123456',
    });
  });

  it('accepts a double surname like Римский-Корсаков', () => {
    expect(messages({ fullName: 'Римский-Корсаков Николай Андреевич' }, 'fullName')).toEqual([]);
  });

  it('collapses extra spaces in the full name', () => {
    expect(paymentInfoSchema.parse({ ...VALID, fullName: ' Иванов  Иван Ёжевич ' }).fullName).toBe(
      'Иванов Иван Ёжевич',
    );
  });

  it.each([
    '',
    'Иванов Иван',
    'иванов Иван Иванович',
    'Ivanov Ivan Ivanovich',
    'Иванов Иван Иванович Младший',
    'ИВАНОВ ИВАН ИВАНОВИЧ',
  ])('refuses the full name %j with the ФИО format message', (fullName) => {
    expect(messages({ fullName }, 'fullName')).toEqual([FIO]);
  });

  it('refuses a missing full name with the ФИО format message', () => {
    expect(messages({ fullName: undefined }, 'fullName')).toEqual([FIO]);
  });

  it.each(['', '1234 5678 9012 345', '1234-5678-9012-3456', '12345678901234567'])(
    'refuses the card number %j with «Номер карты должен содержать 16 цифр»',
    (bankCardNumber) => {
      expect(messages({ bankCardNumber }, 'bankCardNumber')).toEqual([CARD]);
    },
  );

  it('limits the card input to 19 characters', () => {
    expect(formatCardNumberInput('12345678901234567890')).toHaveLength(19);
    expect(formatCardNumberInput('1234567890123456')).toHaveLength(CARD_INPUT_MAX_LENGTH);
  });

  it('groups typed digits by four', () => {
    expect(formatCardNumberInput('1234a5678 9')).toBe('1234 5678 9');
  });

  it('masks all but the last four digits', () => {
    expect(maskCardNumber('1234567890123456')).toBe('•••• •••• •••• 3456');
    expect(maskCardNumber('3456')).toBe('•••• •••• •••• 3456');
  });

  it('masks nothing when fewer than four digits are known', () => {
    expect(maskCardNumber('12')).toBe('');
  });
});

describe('the seller’s tax details on «Платёжная информация»', () => {
  const WITH_TAX = { ...VALID, inn: ' 500100732259 ', taxStatus: 'self_employed' };

  it('keeps a valid 12-digit ИНН and the status', () => {
    expect(paymentInfoSchema.parse(WITH_TAX)).toMatchObject({
      inn: '500100732259',
      taxStatus: 'self_employed',
    });
  });

  it('leaves both out when both are blank', () => {
    const parsed = paymentInfoSchema.parse({ ...VALID, inn: '', taxStatus: '' });
    expect(parsed.inn).toBeUndefined();
    expect(parsed.taxStatus).toBeUndefined();
  });

  it.each([
    ['7707083893', INN_LENGTH_MESSAGE],
    ['50010073225', INN_LENGTH_MESSAGE],
    ['50010073225a', INN_LENGTH_MESSAGE],
    ['500100732258', INN_CHECKSUM_MESSAGE],
  ])('refuses the ИНН %s with «%s»', (inn, message) => {
    expect(messagesAt(paymentInfoSchema, { ...WITH_TAX, inn }, 'inn')).toEqual([message]);
  });

  it('asks for the status when only the ИНН is given, and for the ИНН the other way round', () => {
    expect(messagesAt(paymentInfoSchema, { ...WITH_TAX, taxStatus: '' }, 'taxStatus')).toEqual([
      TAX_STATUS_REQUIRED_MESSAGE,
    ]);
    expect(messagesAt(paymentInfoSchema, { ...WITH_TAX, inn: '' }, 'inn')).toEqual([
      INN_REQUIRED_MESSAGE,
    ]);
  });

  it('refuses a status it does not know', () => {
    expect(messagesAt(paymentInfoSchema, { ...WITH_TAX, taxStatus: 'llc' }, 'taxStatus')).toEqual([
      TAX_STATUS_REQUIRED_MESSAGE,
    ]);
  });
});
