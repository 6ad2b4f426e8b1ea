import { describe, expect, it } from 'vitest';
import { paymentPopupMessageSchema, paymentPopupText } from './payment-result';

describe('payment popup messages (spec §2)', () => {
  it('reads a success with its order number', () => {
    const message = paymentPopupMessageSchema.parse({ type: 'payment_success', orderId: 'A-17' });
    expect(paymentPopupText(message)).toBe('Платеж успешно обработан! Номер заказа: A-17');
  });

  it('reads a failure with its reason', () => {
    const message = paymentPopupMessageSchema.parse({
      type: 'payment_failure',
      message: 'Недостаточно средств',
    });
    expect(paymentPopupText(message)).toBe('Ошибка оплаты: Недостаточно средств');
  });

  it('rejects anything else', () => {
    expect(paymentPopupMessageSchema.safeParse({ type: 'hello' }).success).toBe(false);
  });
});
