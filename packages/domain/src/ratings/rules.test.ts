import { describe, expect, it } from 'vitest';
import {
  RATING_EDIT_CLOSED_MESSAGE,
  RATING_EDIT_WINDOW_MS,
  RATING_NOT_BUYER_MESSAGE,
  RATING_NOT_DELIVERED_MESSAGE,
  averageStars,
  ratingRefusal,
  receiptStage,
  RATING_BEFORE_RECEIPT_MESSAGE,
  RATING_DURING_DISPUTE_MESSAGE,
  sellerRatingLabel,
} from './rules';
import { RATING_STARS_MESSAGE, ratingRequestSchema } from './wire';
import { messagesAt } from '../common/schema-test-utils';

const NOW = new Date('2026-11-24T10:00:00Z');
const attempt = (patch: Partial<Parameters<typeof ratingRefusal>[0]> = {}) =>
  ratingRefusal({
    viewerId: '1',
    buyerId: '1',
    orderStatus: 'delivered',
    paidAt: new Date('2026-11-23T10:00:00Z'),
    ratedAt: null,
    now: NOW,
    ...patch,
  });

describe('rating the seller (issue 16)', () => {
  it('lets the buyer rate a delivered order', () => {
    expect(attempt()).toBeNull();
    expect(attempt({ orderStatus: 'completed' })).toBeNull();
  });

  it('lets only the order’s buyer rate', () => {
    expect(attempt({ viewerId: '2' })).toEqual({
      code: 'forbidden',
      message: RATING_NOT_BUYER_MESSAGE,
    });
  });

  it.each(['created', 'paid', 'cancelled', 'deleted'])('refuses before delivery (%s)', (status) => {
    expect(attempt({ orderStatus: status })).toEqual({
      code: 'conflict',
      message: RATING_NOT_DELIVERED_MESSAGE,
    });
  });

  it('refuses to rate an unpaid order staff completed (issue 40)', () => {
    expect(attempt({ orderStatus: 'completed', paidAt: null })).toEqual({
      code: 'conflict',
      message: RATING_NOT_DELIVERED_MESSAGE,
    });
  });

  it('waits for the buyer’s answer to «Получили букет?» and for a dispute’s decision', () => {
    expect(attempt({ receipt: 'awaiting' })).toEqual({
      code: 'conflict',
      message: RATING_BEFORE_RECEIPT_MESSAGE,
    });
    expect(attempt({ receipt: 'disputed' })).toEqual({
      code: 'conflict',
      message: RATING_DURING_DISPUTE_MESSAGE,
    });
  });

  it('reads the receipt stage of a safe deal', () => {
    const deal = {
      payType: 'T',
      moneyState: 'held',
      buyerConfirmedAt: null,
      dispute: null,
    };
    expect(receiptStage(deal)).toBe('awaiting');
    expect(receiptStage({ ...deal, buyerConfirmedAt: NOW })).toBeNull();
    expect(receiptStage({ ...deal, dispute: { decision: null } })).toBe('disputed');
    expect(receiptStage({ ...deal, dispute: { decision: 'capture' } })).toBeNull();
    expect(receiptStage({ ...deal, moneyState: 'captured' })).toBeNull();
    expect(receiptStage({ ...deal, payType: 'O' })).toBeNull();
  });

  it('lets the buyer change the rating within 7 days', () => {
    const ratedAt = new Date(NOW.getTime() - RATING_EDIT_WINDOW_MS);
    expect(attempt({ ratedAt })).toBeNull();
  });

  it('refuses a change after 7 days', () => {
    const ratedAt = new Date(NOW.getTime() - RATING_EDIT_WINDOW_MS - 1);
    expect(attempt({ ratedAt })).toEqual({ code: 'conflict', message: RATING_EDIT_CLOSED_MESSAGE });
  });

  it.each([0, 6, 4.5, '5'])('refuses %j stars', (stars) => {
    expect(messagesAt(ratingRequestSchema, { stars }, 'stars')).toEqual([RATING_STARS_MESSAGE]);
  });

  it('refuses a text over 500 characters', () => {
    expect(messagesAt(ratingRequestSchema, { stars: 5, text: 'a'.repeat(501) }, 'text')).toEqual([
      'Отзыв: не больше 500 символов',
    ]);
  });

  it('averages to one decimal and labels it in Russian', () => {
    expect(averageStars(14, 3)).toBe(4.7);
    expect(averageStars(0, 0)).toBeNull();
    expect(sellerRatingLabel({ average: 4.7, count: 3 })).toBe('4,7 ★ · 3 отзыва');
    expect(sellerRatingLabel({ average: 5, count: 11 })).toBe('5,0 ★ · 11 отзывов');
    expect(sellerRatingLabel({ average: null, count: 0 })).toBe('Пока нет отзывов');
  });
});
