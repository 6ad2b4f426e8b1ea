import { describe, expect, it } from 'vitest';
import { checkoutSchema, payRequestSchema } from './checkout';
import { messagesAt } from '../common/schema-test-utils';

const VALID = {
  name: 'Анна Смит-Петрова',
  address: 'г. Москва, ул. Тверская, д. 1',
  phone: '+79991234567',
  email: 'anna@example.com',
  comment: 'Позвонить заранее',
};

function messages(patch: Record<string, unknown>, field: string): string[] {
  return messagesAt(checkoutSchema, { ...VALID, ...patch }, field);
}

describe('checkout form (spec §5)', () => {
  it('accepts a complete order form', () => {
    expect(checkoutSchema.parse(VALID)).toEqual(VALID);
  });

  it('asks «Введите имя» when the name is empty', () => {
    expect(messages({ name: ' ' }, 'name')).toEqual(['Введите имя']);
  });

  it.each(['Anna1', 'Анна!', 'Анна_Смит'])(
    'refuses the name %j with «Имя должно содержать только буквы»',
    (name) => {
      expect(messages({ name }, 'name')).toEqual(['Имя должно содержать только буквы']);
    },
  );

  it('asks «Введите адрес доставки» when the address is empty', () => {
    expect(messages({ address: '' }, 'address')).toEqual(['Введите адрес доставки']);
  });

  it('refuses forbidden characters with the list of allowed ones', () => {
    expect(messages({ address: 'Москва, дом #1' }, 'address')).toEqual([
      'Адрес: разрешены буквы, цифры, пробелы, запятые, точки, дефисы, /, скобки, кавычки',
    ]);
  });

  it.each([
    'Москва, ул. Ленина 1',
    'г. Москва, Арбат 5',
    'Московская обл., Химки, ул. Мира 3',
    'Подмосковье, Одинцово',
    'Moscow, Tverskaya 1',
    'Moskva, Arbat 5',
    'Moscow Oblast, Khimki',
    'Moskovskaya oblast, Khimki',
    'МОСКВА, Арбат 1',
  ])('delivers to %j', (address) => {
    expect(messages({ address }, 'address')).toEqual([]);
  });

  it.each(['Санкт-Петербург, Невский 1', 'Tver, Lenina 1'])(
    'refuses %j with «Только Москва и Московская область»',
    (address) => {
      expect(messages({ address }, 'address')).toEqual(['Только Москва и Московская область']);
    },
  );

  it('asks «Введите телефон» when the phone is empty', () => {
    expect(messages({ phone: '' }, 'phone')).toEqual(['Введите телефон']);
  });

  it('refuses a phone without + with the phone rule', () => {
    expect(messages({ phone: '79991234567' }, 'phone')).toEqual([
      'Телефон должен начинаться с + и содержать 10-15 цифр (например, +79991234567)',
    ]);
  });

  it('treats an empty email as no email', () => {
    expect(checkoutSchema.parse({ ...VALID, email: '' }).email).toBeUndefined();
    expect(checkoutSchema.parse({ ...VALID, email: undefined }).email).toBeUndefined();
  });

  it.each(['anna', 'anna@', 'anna@example'])(
    'refuses the email %j with «Некорректный email»',
    (e) => {
      expect(messages({ email: e }, 'email')).toEqual(['Некорректный email']);
    },
  );

  it('leaves the comment optional', () => {
    expect(messages({ comment: undefined }, 'comment')).toEqual([]);
  });
});

describe('payment request (spec §7 POST /api/tinkoff/pay)', () => {
  const BODY = { ...VALID, adId: '42', buyer_user_id: 5000000001, amount: 1, description: 'x' };

  it('reads adId as a number and the buyer id as a decimal string', () => {
    const parsed = payRequestSchema.parse(BODY);
    expect(parsed.adId).toBe(42);
    expect(parsed.buyer_user_id).toBe('5000000001');
  });

  it('needs a positive whole adId', () => {
    expect(payRequestSchema.safeParse({ ...BODY, adId: 'abc' }).success).toBe(false);
    expect(payRequestSchema.safeParse({ ...BODY, adId: 0 }).success).toBe(false);
  });

  it('does not need amount, buyer id or description', () => {
    expect(payRequestSchema.safeParse({ ...VALID, adId: 1 }).success).toBe(true);
  });

  it('checks the order form fields', () => {
    expect(messagesAt(payRequestSchema, { ...BODY, name: '' }, 'name')).toEqual(['Введите имя']);
  });
});
