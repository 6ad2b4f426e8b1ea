import { describe, expect, it } from 'vitest';
import {
  adStatusChangedEventCheck,
  moderationCountEventCheck,
  newAdEventCheck,
  readErrorList,
  readIdParam,
  readPaymentPopupMessage,
} from './wire-guards';

describe('readIdParam', () => {
  it('reads a positive whole id from the address bar', () => {
    expect(readIdParam('12')).toBe(12);
  });

  it('refuses nothing, text, fractions, zero and ids past int4', () => {
    for (const text of [null, '', 'abc', '1.5', '0', '-3', '2147483648']) {
      expect(readIdParam(text)).toBeNull();
    }
  });
});

describe('readErrorList', () => {
  it('keeps each message with its field', () => {
    const body = { errors: [{ param: 'phone', msg: 'Неверный телефон' }, { msg: 'Ошибка' }] };
    expect(readErrorList(body)).toEqual([
      { param: 'phone', msg: 'Неверный телефон' },
      { msg: 'Ошибка' },
    ]);
  });

  it('refuses an empty list or an item without a message', () => {
    expect(readErrorList({ errors: [] })).toBeNull();
    expect(readErrorList({ errors: [{ param: 'phone' }] })).toBeNull();
  });
});

describe('live payload checks', () => {
  it('accept a status change and refuse an unknown status', () => {
    const event = { adId: 3, newStatus: 'new', oldStatus: 'reserved' };
    expect(adStatusChangedEventCheck.safeParse(event).success).toBe(true);
    expect(adStatusChangedEventCheck.safeParse({ ...event, newStatus: 'gone' }).success).toBe(
      false,
    );
  });

  it('refuse a new ad without a title and a negative moderation count', () => {
    expect(newAdEventCheck.safeParse({ ad: { id: 1, status: 'new' } }).success).toBe(false);
    expect(moderationCountEventCheck.safeParse({ count: -1 }).success).toBe(false);
  });
});

describe('readPaymentPopupMessage', () => {
  it('reads a success with its order and refuses other shapes', () => {
    expect(readPaymentPopupMessage({ type: 'payment_success', orderId: '7' })).toEqual({
      type: 'payment_success',
      orderId: '7',
    });
    expect(readPaymentPopupMessage({ type: 'payment_success' })).toBeNull();
    expect(readPaymentPopupMessage('payment_success')).toBeNull();
  });
});
