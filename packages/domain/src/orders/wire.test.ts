import { describe, expect, it } from 'vitest';
import { orderByAdResponseSchema, orderCancelReason, orderSchema, payResponseSchema } from './wire';
import { ORDER } from '../common/wire-fixtures';

describe('order on the wire (spec §3 "Order")', () => {
  it('accepts an order with a raw status', () => {
    expect(orderSchema.parse(ORDER)).toEqual(ORDER);
  });

  it('accepts the seller_id, buyer_id and reason aliases', () => {
    const aliased = { ...ORDER, seller_id: '7012345678', buyer_id: '42', reason: 'Нет цветов' };
    expect(orderSchema.parse(aliased)).toEqual(aliased);
  });

  it('refuses a photo for an unknown stage', () => {
    expect(orderSchema.safeParse({ ...ORDER, photos: { pickup: '/x.webp' } }).success).toBe(false);
  });

  it('reads the cancel reason under any of its names', () => {
    const none = { cancel_reason: null };
    expect(orderCancelReason({ ...none, cancellation_reason: 'А' })).toBe('А');
    expect(orderCancelReason({ ...none, reason: 'Б' })).toBe('Б');
    expect(orderCancelReason({ cancel_reason: 'В', reason: 'Б' })).toBe('В');
    expect(orderCancelReason(none)).toBeNull();
  });

  it('reads the order id of an ad, or null', () => {
    expect(orderByAdResponseSchema.parse({ order: null })).toEqual({ order: null });
  });

  it('reads the payment URL', () => {
    const body = { paymentUrl: 'https://securepay.tinkoff.ru/x' };
    expect(payResponseSchema.parse(body)).toEqual(body);
  });
});
