import { describe, expect, it } from 'vitest';
import { parseAdCaption } from './caption-draft';

describe('parseAdCaption', () => {
  it('reads «Пионы 15 шт 6500» as the title «Пионы 15 шт» and the price 6 500 ₽', () => {
    expect(parseAdCaption('Пионы 15 шт 6500')).toEqual({
      title: 'Пионы 15 шт',
      description: null,
      price: 6500,
    });
  });

  it('takes the lines after the first as the description', () => {
    expect(parseAdCaption('Розы Эквадор 7000\nСвежие, 60 см\nДоставка по Москве')).toEqual({
      title: 'Розы Эквадор',
      description: 'Свежие, 60 см\nДоставка по Москве',
      price: 7000,
    });
  });

  it('reads a price with a ruble mark or «цена» anywhere, in any spelling', () => {
    expect(parseAdCaption('Тюльпаны — 8 500 ₽').price).toBe(8500);
    expect(parseAdCaption('Тюльпаны 8500р').price).toBe(8500);
    expect(parseAdCaption('Тюльпаны 8500 руб.').price).toBe(8500);
    expect(parseAdCaption('Тюльпаны\nЦена: 9000').price).toBe(9000);
    expect(parseAdCaption('Тюльпаны\nВсего 12 000 рублей, торг')).toEqual({
      title: 'Тюльпаны',
      description: 'Всего, торг',
      price: 12000,
    });
  });

  it('leaves a count in the title: a bare number under 100 is not a price', () => {
    expect(parseAdCaption('Розы 25')).toEqual({ title: 'Розы 25', description: null, price: null });
    expect(parseAdCaption('15 роз')).toEqual({ title: '15 роз', description: null, price: null });
  });

  it('reads no price from a bare number in the description', () => {
    expect(parseAdCaption('Букет\nВысота 6000 мм')).toEqual({
      title: 'Букет',
      description: 'Высота 6000 мм',
      price: null,
    });
  });

  it('gives empty fields for no caption', () => {
    expect(parseAdCaption(undefined)).toEqual({ title: '', description: null, price: null });
    expect(parseAdCaption('  \n ')).toEqual({ title: '', description: null, price: null });
  });

  it('cuts a long first line between words and keeps the rest in the description', () => {
    const words = Array.from({ length: 30 }, (_, i) => `цветок${i}`).join(' ');
    const draft = parseAdCaption(words);
    expect(draft.title.length).toBeLessThanOrEqual(100);
    expect(`${draft.title} ${draft.description ?? ''}`).toBe(words);
  });
});
