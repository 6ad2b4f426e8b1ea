import { describe, expect, it } from 'vitest';
import {
  cancelOrderErrorText,
  checkoutErrorText,
  deleteAdErrorText,
  favoriteErrorText,
  paymentInfoSaveErrorText,
} from './request-failure';
import type { RequestFailure } from './request-failure';

function answered(status: number, body: unknown, statusText = 'Bad Request'): RequestFailure {
  return { kind: 'response', status, statusText, body, message: 'Request failed' };
}
const NO_RESPONSE: RequestFailure = { kind: 'no-response', message: 'Failed to fetch' };
const OTHER: RequestFailure = { kind: 'other', message: 'Unexpected token' };

describe('favourite toggle failure (spec §8)', () => {
  it('names the server’s error field', () => {
    expect(favoriteErrorText(answered(409, { error: 'Уже в избранном' }))).toBe(
      'Ошибка при добавлении в избранное: Уже в избранном',
    );
  });

  it('falls back to the message, never the English reason phrase (issue 40)', () => {
    expect(favoriteErrorText(answered(502, null, 'Bad Gateway'))).toBe(
      'Ошибка при добавлении в избранное: Request failed',
    );
  });

  it('says «Нет ответа от сервера при добавлении в избранное» without an answer', () => {
    expect(favoriteErrorText(NO_RESPONSE)).toBe('Нет ответа от сервера при добавлении в избранное');
  });

  it('appends the message otherwise', () => {
    expect(favoriteErrorText(OTHER)).toBe('Ошибка при добавлении в избранное: Unexpected token');
  });
});

describe('order and ad action failures (spec §8)', () => {
  it('prefixes the server error or the message', () => {
    expect(cancelOrderErrorText(answered(409, { error: 'Заказ уже завершён' }))).toBe(
      'Ошибка при отмене заказа: Заказ уже завершён',
    );
    expect(cancelOrderErrorText(NO_RESPONSE)).toBe('Ошибка при отмене заказа: Failed to fetch');
    expect(deleteAdErrorText(answered(404, { error: 'Объявление не найдено' }))).toBe(
      'Ошибка при удалении объявления: Объявление не найдено',
    );
  });
});

describe('checkout failure (spec §8)', () => {
  it('adds the server error, else the errors list, else the message', () => {
    expect(checkoutErrorText(answered(409, { error: 'Букет уже зарезервирован' }))).toBe(
      'Ошибка при оформлении заказа. Букет уже зарезервирован',
    );
    const list = { errors: [{ param: 'phone', msg: 'Введите телефон' }, { msg: 'Ошибка' }] };
    expect(checkoutErrorText(answered(400, list))).toBe(
      'Ошибка при оформлении заказа. phone: Введите телефон, Ошибка',
    );
    expect(checkoutErrorText(NO_RESPONSE)).toBe('Ошибка при оформлении заказа. Failed to fetch');
  });
});

describe('payment-info save failure (spec §8)', () => {
  it('gives the error or detail with the HTTP status', () => {
    expect(paymentInfoSaveErrorText(answered(400, { error: 'Неверная карта' }))).toBe(
      'Неверная карта (HTTP 400)',
    );
    expect(paymentInfoSaveErrorText(answered(422, { detail: 'Проверьте ФИО' }))).toBe(
      'Проверьте ФИО (HTTP 422)',
    );
    expect(paymentInfoSaveErrorText(answered(500, null))).toBe('Request failed (HTTP 500)');
    expect(paymentInfoSaveErrorText(NO_RESPONSE)).toBe('Failed to fetch');
  });
});
