import { describe, expect, it } from 'vitest';
import { paymentPopupMessageSchema } from './payment-result';

describe('payment popup messages (spec §2)', () => {
  it('reads a success with its order number and a failure with its reason', () => {
    const success = { type: 'payment_success', orderId: 'A-17' };
    const failure = { type: 'payment_failure', message: 'Недостаточно средств' };
    expect(paymentPopupMessageSchema.parse(success)).toEqual(success);
    expect(paymentPopupMessageSchema.parse(failure)).toEqual(failure);
  });

  it('rejects anything else', () => {
    expect(paymentPopupMessageSchema.safeParse({ type: 'hello' }).success).toBe(false);
  });
});
