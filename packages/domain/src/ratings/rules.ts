import { oneDecimalRu } from '../common/ru-numbers';

export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;
export const RATING_TEXT_MAX_CHARS = 500;
export const RATING_EDIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export const RATEABLE_ORDER_STATUSES = ['delivered', 'completed'] as const;

export const RATING_NOT_BUYER_MESSAGE = 'Оценить продавца может только покупатель этого заказа';
export const RATING_NOT_DELIVERED_MESSAGE = 'Оценить продавца можно после доставки заказа';
export const RATING_EDIT_CLOSED_MESSAGE = 'Отзыв можно изменить только в течение 7 дней';
export const RATING_BEFORE_RECEIPT_MESSAGE =
  'Оценить продавца можно после того, как вы подтвердите получение букета';
export const RATING_DURING_DISPUTE_MESSAGE = 'Оценить продавца можно после решения по вашей заявке';
export const REVIEW_NOT_FOUND_MESSAGE = 'Отзыв не найден';
export const SELLER_NOT_FOUND_MESSAGE = 'Продавец не найден';

interface RatingAttempt {
  viewerId: string;
  buyerId: string;
  orderStatus: string;
  /** Issue 40: staff may close an unpaid order; nothing was delivered, so nothing to rate. */
  paidAt: Date | null;
  ratedAt: Date | null;
  now: Date;
  /** Rating waits for «Получили букет?» or an undecided dispute (issue 26). */
  receipt?: ReceiptStage;
}

export type ReceiptStage = 'awaiting' | 'disputed' | null;

export function receiptStage(deal: {
  payType: string;
  moneyState: string;
  buyerConfirmedAt: Date | null;
  dispute: { decision: string | null } | null;
}): ReceiptStage {
  if (deal.dispute !== null) return deal.dispute.decision === null ? 'disputed' : null;
  const holding = deal.payType === 'T' && deal.moneyState === 'held';
  return holding && deal.buyerConfirmedAt === null ? 'awaiting' : null;
}

type RatingRefusal = { code: 'forbidden'; message: string } | { code: 'conflict'; message: string };

export function ratingEditableUntil(ratedAt: Date): Date {
  return new Date(ratedAt.getTime() + RATING_EDIT_WINDOW_MS);
}

export function ratingRefusal(attempt: RatingAttempt): RatingRefusal | null {
  if (attempt.viewerId !== attempt.buyerId) {
    return { code: 'forbidden', message: RATING_NOT_BUYER_MESSAGE };
  }
  const status = attempt.orderStatus.trim().toLowerCase();
  if (!(RATEABLE_ORDER_STATUSES as readonly string[]).includes(status) || attempt.paidAt === null) {
    return { code: 'conflict', message: RATING_NOT_DELIVERED_MESSAGE };
  }
  if (attempt.receipt === 'awaiting') {
    return { code: 'conflict', message: RATING_BEFORE_RECEIPT_MESSAGE };
  }
  if (attempt.receipt === 'disputed') {
    return { code: 'conflict', message: RATING_DURING_DISPUTE_MESSAGE };
  }
  if (attempt.ratedAt !== null && attempt.now > ratingEditableUntil(attempt.ratedAt)) {
    return { code: 'conflict', message: RATING_EDIT_CLOSED_MESSAGE };
  }
  return null;
}

export function averageStars(total: number, count: number): number | null {
  return count === 0 ? null : Math.round((total / count) * 10) / 10;
}

export function sellerRatingLabel(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return 'Пока нет отзывов';
  return `${oneDecimalRu(rating.average)} ★ · ${rating.count} ${reviewsWord(rating.count)}`;
}

function reviewsWord(count: number): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return 'отзывов';
  if (units === 1) return 'отзыв';
  if (units >= 2 && units <= 4) return 'отзыва';
  return 'отзывов';
}
