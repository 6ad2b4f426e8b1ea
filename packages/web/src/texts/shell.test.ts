import { describe, expect, it } from 'vitest';
import { paymentPopupText } from './shell';

describe('payment popup texts (spec §2)', () => {
  it('reads a success with its order number', () => {
    expect(paymentPopupText({ type: 'payment_success', orderId: 'A-17' })).toBe(
      'Платеж успешно обработан! Номер заказа: A-17',
    );
  });

  it('reads a failure with its reason', () => {
    expect(paymentPopupText({ type: 'payment_failure', message: 'Недостаточно средств' })).toBe(
      'Ошибка оплаты: Недостаточно средств',
    );
  });
});
