import {
  RATING_EDIT_WINDOW_MS,
  REVIEW_NOT_FOUND_MESSAGE,
  SELLER_NOT_FOUND_MESSAGE,
  can,
  ratingRefusal,
  type RatingRequest,
  type Review,
  type ReviewPage,
  type SellerPage,
  type SellerRatingsResponse,
  ORDER_NOT_FOUND_MESSAGE,
  RATING_RACED_MESSAGE,
} from '@flowers/domain';
import { nextCursorOf, pageKeyOf } from '../ads/ad-page-cursor.ts';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { requireAccess, requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { findReceiptStage } from '../money/receipt-stage.ts';
import { notifyNewReview } from './review-notifications.ts';
import { findOrderRow } from '../orders/orders.repository.ts';
import { findUser } from '../users/users.repository.ts';
import {
  countDeliveredOrders,
  findReviewByOrder,
  findReviewWithAuthor,
  insertReview,
  selectRecentReviews,
  countReviews,
  selectReviewBatch,
  selectSellerAds,
  selectSellerReviews,
  setReviewHidden,
  sumVisibleStars,
  updateReview,
} from './ratings.repository.ts';
import { ratingJson, reviewJson, sellerDisplayName } from './review-json.ts';

/** Enough for staff to find a fresh abusive review; older ones are on the seller's page. */
const RECENT_REVIEWS_LIMIT = 200;
const REVIEW_PAGE_ITEMS = 24;

export interface RatingsDeps {
  db: Database;
  media: MediaStorage;
  now: () => Date;
}

/** The buyer's rating of the seller, the seller page and the staff's moderation of reviews. */
export function createRatingsService(deps: RatingsDeps) {
  const { db, media } = deps;

  async function reviewOf(orderId: number, showHidden: boolean): Promise<Review> {
    const review = await findReviewWithAuthor(db, orderId);
    if (review === null) throw new AppError('not_found', REVIEW_NOT_FOUND_MESSAGE);
    return reviewJson(review, showHidden);
  }

  async function setHidden(
    staff: CurrentUser,
    id: number,
    hidden: { reason: string | null } | null,
  ): Promise<Review> {
    const row = await auditedTransaction(
      db,
      (tx) =>
        setReviewHidden(
          tx,
          id,
          hidden === null
            ? { hiddenAt: null, hiddenBy: null, hiddenReason: null }
            : { hiddenAt: deps.now(), hiddenBy: staff.id, hiddenReason: hidden.reason },
        ),
      (done) =>
        done === null
          ? null
          : {
              actorId: staff.id,
              action: hidden === null ? 'review.unhide' : 'review.hide',
              targetType: 'review',
              targetId: id,
              details: {
                orderId: done.orderId,
                sellerId: done.sellerId,
                reason: hidden?.reason ?? null,
              },
            },
    );
    if (row === null) throw new AppError('not_found', REVIEW_NOT_FOUND_MESSAGE);
    return reviewOf(row.orderId, true);
  }

  return {
    /**
     * PUT /api/orders/{id}/rating: the first rating of a delivered order, or a change to it
     * within 7 days; only by that order's buyer. The seller hears of a new one.
     */
    async rate(buyer: CurrentUser, orderId: number, request: RatingRequest): Promise<Review> {
      await requireAccess(db, buyer, 'order.rate', orderId);
      const order = await findOrderRow(db, orderId);
      if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
      const existing = await findReviewByOrder(db, orderId);
      const now = deps.now();
      const refusal = ratingRefusal({
        viewerId: String(buyer.id),
        buyerId: String(order.buyerId),
        orderStatus: order.status,
        paidAt: order.paidAt,
        ratedAt: existing?.createdAt ?? null,
        now,
        receipt: await findReceiptStage(db, orderId),
      });
      if (refusal !== null) throw new AppError(refusal.code, refusal.message);
      await db.transaction(async (tx) => {
        if (existing !== null) {
          const changed = await updateReview(
            tx,
            existing.id,
            { stars: request.stars, text: request.text, updatedAt: now },
            new Date(now.getTime() - RATING_EDIT_WINDOW_MS),
          );
          if (changed === null) throw new AppError('conflict', RATING_RACED_MESSAGE);
          return;
        }
        const created = await insertReview(tx, {
          orderId,
          sellerId: order.sellerId,
          buyerId: order.buyerId,
          stars: request.stars,
          text: request.text,
          createdAt: now,
        });
        if (created === null) throw new AppError('conflict', RATING_RACED_MESSAGE);
        await notifyNewReview(tx, order, created);
      });
      return reviewOf(orderId, true);
    },

    /** GET /api/sellers/{id}: the seller page; staff also see hidden reviews, to unhide them. */
    async sellerPage(viewer: CurrentUser, sellerId: number): Promise<SellerPage> {
      requireRole(viewer, 'seller.read');
      const seller = await findUser(db, sellerId);
      if (seller === null || seller.deletedAt !== null) {
        throw new AppError('not_found', SELLER_NOT_FOUND_MESSAGE);
      }
      const staff = can(viewer.role, 'moderate');
      const [summaries, delivered, ads, reviews] = await Promise.all([
        sumVisibleStars(db, [sellerId]),
        countDeliveredOrders(db, sellerId),
        selectSellerAds(db, media, sellerId),
        selectSellerReviews(db, sellerId, staff),
      ]);
      return {
        id: String(sellerId),
        display_name: sellerDisplayName(seller),
        rating: ratingJson(summaries.get(sellerId)),
        delivered_orders: delivered,
        ads,
        reviews: reviews.map((review) => reviewJson(review, staff)),
      };
    },

    /** GET /api/sellers/ratings: every rated seller's average and count, for catalogue cards. */
    async allRatings(viewer: CurrentUser): Promise<SellerRatingsResponse> {
      requireRole(viewer, 'seller.read');
      const summaries = await sumVisibleStars(db);
      return {
        ratings: Object.fromEntries(
          [...summaries].map(([sellerId, summary]) => [String(sellerId), ratingJson(summary)]),
        ),
      };
    },

    /** GET /api/reviews: the latest reviews, hidden ones included, for staff. */
    async recent(staff: CurrentUser): Promise<Review[]> {
      requireRole(staff, 'review.moderate');
      const reviews = await selectRecentReviews(db, RECENT_REVIEWS_LIMIT);
      return reviews.map((review) => reviewJson(review, true));
    },

    /** Every review, hidden ones included, a page at a time (ours, beyond spec §7). */
    async reviewsPage(
      staff: CurrentUser,
      query: { cursor?: string; tab: 'all' | 'hidden' },
    ): Promise<ReviewPage> {
      requireRole(staff, 'review.moderate');
      const after = pageKeyOf(query.cursor);
      const [page, counts] = await Promise.all([
        selectReviewBatch(db, after, REVIEW_PAGE_ITEMS, query.tab === 'hidden'),
        countReviews(db),
      ]);
      return {
        reviews: page.reviews.map((review) => reviewJson(review, true)),
        next_cursor: nextCursorOf(page.next),
        counts,
      };
    },

    /** Staff hide an abusive review: gone from the page and the average, kept for the record. */
    async hide(staff: CurrentUser, id: number, reason: string | null): Promise<Review> {
      requireRole(staff, 'review.moderate');
      return setHidden(staff, id, { reason });
    },

    async unhide(staff: CurrentUser, id: number): Promise<Review> {
      requireRole(staff, 'review.moderate');
      return setHidden(staff, id, null);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
