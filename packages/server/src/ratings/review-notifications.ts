import { MY_ADS_BUTTON, newReviewNotice } from '@flowers/domain';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import type { Database } from '../db/database.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { ReviewRow } from './ratings.repository.ts';

/** In the transaction that stores it (outbox). */
export function notifyNewReview(
  tx: Database,
  order: Pick<OrderRow, 'sellerId' | 'orderNumber' | 'title'>,
  review: Pick<ReviewRow, 'stars' | 'text'>,
): Promise<void> {
  const text = review.text === null ? '' : `\n«${escapeHtml(review.text)}»`;
  return enqueueNotification(tx, order.sellerId, 'review.new', {
    text: newReviewNotice(
      escapeHtml(order.orderNumber),
      escapeHtml(order.title),
      review.stars,
      text,
    ),
    buttons: [[{ text: MY_ADS_BUTTON, open: { screen: 'my-ads' } }]],
  });
}
