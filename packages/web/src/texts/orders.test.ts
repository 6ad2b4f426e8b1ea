import { describe, expect, it } from 'vitest';
import { orderActionQuestion } from './orders';
import { orderActionErrorText } from './request-failure';

describe('staff order texts (spec §8)', () => {
  it('asks «Вы уверены, что хотите … этот заказ?»', () => {
    expect(orderActionQuestion('cancel')).toBe('Вы уверены, что хотите отменить этот заказ?');
    expect(orderActionQuestion('delete')).toBe('Вы уверены, что хотите удалить этот заказ?');
  });

  it('words failures as «Ошибка: …» and «Ошибка запроса: …»', () => {
    const refused = { kind: 'response', status: 409, statusText: '', message: 'x' } as const;
    expect(orderActionErrorText({ ...refused, body: { error: 'Заказ уже завершён' } })).toBe(
      'Ошибка: Заказ уже завершён',
    );
    expect(orderActionErrorText({ ...refused, body: null })).toBe('Ошибка: 409');
    expect(orderActionErrorText({ kind: 'no-response', message: 'Failed to fetch' })).toBe(
      'Ошибка запроса: Failed to fetch',
    );
  });
});
