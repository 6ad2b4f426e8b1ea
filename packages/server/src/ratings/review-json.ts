import {
  averageStars,
  type Review,
  type SellerRating,
  UNNAMED_SELLER_LABEL,
  ANONYMOUS_BUYER_LABEL,
} from '@flowers/domain';
import type { UserRow } from '../users/users.repository.ts';
import type { ReviewWithAuthor } from './ratings.repository.ts';

/** Never their contacts. */
export function sellerDisplayName(user: Pick<UserRow, 'firstName' | 'username'> | null): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const username = user?.username?.trim();
  return username ? username : UNNAMED_SELLER_LABEL;
}

export function ratingJson(summary: { total: number; count: number } | undefined): SellerRating {
  const count = summary?.count ?? 0;
  return { average: averageStars(summary?.total ?? 0, count), count };
}

/** Hidden status and reason only for staff and the author. */
export function reviewJson(review: ReviewWithAuthor, showHidden: boolean): Review {
  const author = review.buyerName.trim().split(/\s+/)[0];
  return {
    id: review.id,
    order_id: review.orderId,
    seller_id: String(review.sellerId),
    stars: review.stars,
    text: review.text,
    author: author ? author : ANONYMOUS_BUYER_LABEL,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    hidden: showHidden && review.hiddenAt !== null,
    ...(showHidden && { hidden_reason: review.hiddenReason }),
  };
}
