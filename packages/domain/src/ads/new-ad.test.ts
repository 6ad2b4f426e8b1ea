import { describe, expect, it } from 'vitest';
import { newAdSchema } from './new-ad';
import { messagesAt } from '../common/schema-test-utils';

const VALID = {
  title: 'Розы',
  original_price: '5000',
  description: 'Свежие',
  address: 'г. Москва, ул. Тверская, д. 1',
  phone: '+79991234567',
};

const PHONE_MESSAGE =
  'Телефон должен начинаться с + и содержать 10-15 цифр (например, +79991234567)';
const ADDRESS_MESSAGE =
  'Адрес: разрешены буквы, цифры, пробелы, запятые, точки, дефисы, /, скобки, кавычки';

function messages(patch: Record<string, unknown>, field: string): string[] {
  return messagesAt(newAdSchema, { ...VALID, ...patch }, field);
}

describe('new ad form (spec §5)', () => {
  it('accepts a complete ad and reads the price as rubles', () => {
    expect(newAdSchema.parse(VALID)).toEqual({ ...VALID, original_price: 5000 });
  });

  it('asks «Введите название» when the title is empty', () => {
    expect(messages({ title: '' }, 'title')).toEqual(['Введите название']);
  });

  it('asks «Введите название» when the title is missing or blank', () => {
    expect(messages({ title: undefined }, 'title')).toEqual(['Введите название']);
    expect(messages({ title: '   ' }, 'title')).toEqual(['Введите название']);
  });

  it('does not check the title length', () => {
    expect(messages({ title: 'Я' }, 'title')).toEqual([]);
    expect(messages({ title: 'Я'.repeat(300) }, 'title')).toEqual([]);
  });

  it('trims the title', () => {
    expect(newAdSchema.parse({ ...VALID, title: '  Розы  ' }).title).toBe('Розы');
  });

  it('asks «Введите цену» when the price is empty or missing', () => {
    expect(messages({ original_price: '' }, 'original_price')).toEqual(['Введите цену']);
    expect(messages({ original_price: undefined }, 'original_price')).toEqual(['Введите цену']);
  });

  it.each(['12a', '5 000', '5000.5', '-6000'])('refuses %j with «Только цифры»', (price) => {
    expect(messages({ original_price: price }, 'original_price')).toEqual(['Только цифры']);
  });

  it('refuses 4999 with «Минимальная цена — 5 000 ₽», grouped as the form’s hint is', () => {
    expect(messages({ original_price: '4999' }, 'original_price')).toEqual([
      'Минимальная цена — 5\u00a0000\u00a0₽',
    ]);
    expect(messages({ original_price: '5000' }, 'original_price')).toEqual([]);
  });

  it('leaves the description optional', () => {
    expect(messages({ description: undefined }, 'description')).toEqual([]);
    expect(messages({ description: '' }, 'description')).toEqual([]);
  });

  it('asks «Введите адрес» when the address is empty', () => {
    expect(messages({ address: '' }, 'address')).toEqual(['Введите адрес']);
  });

  it.each([
    'Moscow, Tverskaya st. 1/2',
    'Москва, ул. Ёлочная (корп. 2) - кв. 5',
    'Москва, ЖК «Счастье», "Дом" \'A\' “Б”',
  ])('accepts the address %j', (address) => {
    expect(messages({ address }, 'address')).toEqual([]);
  });

  it.each(['Москва, д. 1 №5', 'Москва; дом 1', 'Москва @ дом'])(
    'refuses the address %j with the list of allowed characters',
    (address) => {
      expect(messages({ address }, 'address')).toEqual([ADDRESS_MESSAGE]);
    },
  );

  it('asks «Введите телефон» when the phone is empty', () => {
    expect(messages({ phone: '' }, 'phone')).toEqual(['Введите телефон']);
  });

  it.each(['89991234567', '+7999123456a', '+799912345', '+7999123456789012'])(
    'refuses the phone %j and shows an example',
    (phone) => {
      expect(messages({ phone }, 'phone')).toEqual([PHONE_MESSAGE]);
    },
  );

  it.each(['+7999123456', '+799912345678901'])('accepts the phone %j (10-15 digits)', (phone) => {
    expect(messages({ phone }, 'phone')).toEqual([]);
  });
});
