import { describe, expect, it } from 'vitest';
import { editAdSchema } from './edit-ad';
import { messagesAt } from '../common/schema-test-utils';

const VALID = { title: 'Розы', price: '6000', description: 'Свежие' };

function messages(patch: Record<string, unknown>, field: string): string[] {
  return messagesAt(editAdSchema, { ...VALID, ...patch }, field);
}

describe('edit ad form (spec §5)', () => {
  it('sends trimmed values and the seller price as rubles', () => {
    expect(editAdSchema.parse({ title: '  Розы ', price: ' 6000 ', description: ' x ' })).toEqual({
      title: 'Розы',
      price: 6000,
      description: 'x',
    });
  });

  it('accepts the price as a number', () => {
    expect(editAdSchema.parse({ ...VALID, price: 7000 }).price).toBe(7000);
  });

  it('asks «Введите название» when the title is empty', () => {
    expect(messages({ title: '  ' }, 'title')).toEqual(['Введите название']);
  });

  it.each(['Ро', 'Р'.repeat(101)])('refuses the title %j with «Название: 3-100 символов»', (t) => {
    expect(messages({ title: t }, 'title')).toEqual(['Название: 3-100 символов']);
  });

  it.each(['Роз', 'Р'.repeat(100)])('accepts a title of %j', (title) => {
    expect(messages({ title }, 'title')).toEqual([]);
  });

  it('asks «Введите цену» when the price is empty or missing', () => {
    expect(messages({ price: '' }, 'price')).toEqual(['Введите цену']);
    expect(messages({ price: undefined }, 'price')).toEqual(['Введите цену']);
  });

  it.each(['6 000', 'abc', 6000.5, -6000])('refuses the price %j with «Только цифры»', (price) => {
    expect(messages({ price }, 'price')).toEqual(['Только цифры']);
  });

  it('refuses a price under 5000 with «Минимальная цена — 5 000 ₽»', () => {
    expect(messages({ price: 4999 }, 'price')).toEqual(['Минимальная цена — 5\u00a0000\u00a0₽']);
  });

  it('refuses a price over 100 million with «Максимальная цена — 100 млн ₽»', () => {
    expect(messages({ price: '100000001' }, 'price')).toEqual(['Максимальная цена — 100 млн ₽']);
  });

  it('leaves the description optional', () => {
    expect(messages({ description: undefined }, 'description')).toEqual([]);
  });
});
