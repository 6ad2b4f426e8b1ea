import { CATALOGUE_STATUSES, RATEABLE_ORDER_STATUSES, type Ad } from '@flowers/domain';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import { selectAds, type CatalogueKey } from '../ads/ads.repository.ts';
import type { Database } from '../db/database.ts';
import { ads, orders, sellerReviews } from '../db/schema.ts';
import type { MediaStorage } from '../media/media-storage.ts';

export type ReviewRow = typeof sellerReviews.$inferSelect;

export type ReviewWithAuthor = ReviewRow & { buyerName: string };

export async function findReviewByOrder(db: Database, orderId: number): Promise<ReviewRow | null> {
  const rows = await db
    .select()
    .from(sellerReviews)
    .where(eq(sellerReviews.orderId, orderId))
    .limit(1);
  return rows[0] ?? null;
}

/** Null when the order already has a review: one per order, whoever raced. */
export async function insertReview(
  tx: Database,
  values: Pick<ReviewRow, 'orderId' | 'sellerId' | 'buyerId' | 'stars' | 'text' | 'createdAt'>,
): Promise<ReviewRow | null> {
  const [row] = await tx
    .insert(sellerReviews)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing({ target: sellerReviews.orderId })
    .returning();
  return row ?? null;
}

/** The 7-day window is checked again in the UPDATE, so a late edit racing it changes nothing. */
export async function updateReview(
  tx: Database,
  id: number,
  values: Pick<ReviewRow, 'stars' | 'text' | 'updatedAt'>,
  givenAfter: Date,
): Promise<ReviewRow | null> {
  const [row] = await tx
    .update(sellerReviews)
    .set(values)
    .where(
      and(eq(sellerReviews.id, id), sql`${sellerReviews.createdAt} >= ${givenAfter.toISOString()}`),
    )
    .returning();
  return row ?? null;
}

export async function setReviewHidden(
  tx: Database,
  id: number,
  hidden: Pick<ReviewRow, 'hiddenAt' | 'hiddenBy' | 'hiddenReason'>,
): Promise<ReviewRow | null> {
  const [row] = await tx
    .update(sellerReviews)
    .set(hidden)
    .where(eq(sellerReviews.id, id))
    .returning();
  return row ?? null;
}

export async function sumVisibleStars(
  db: Database,
  sellerIds?: readonly number[],
): Promise<Map<number, { total: number; count: number }>> {
  const visible = isNull(sellerReviews.hiddenAt);
  const rows = await db
    .select({
      sellerId: sellerReviews.sellerId,
      total: sum(sellerReviews.stars),
      count: count(),
    })
    .from(sellerReviews)
    .where(
      sellerIds === undefined
        ? visible
        : and(visible, inArray(sellerReviews.sellerId, [...sellerIds])),
    )
    .groupBy(sellerReviews.sellerId);
  // sum() comes back as text from both drivers (numeric).
  return new Map(
    rows.map((row) => [
      Number(row.sellerId),
      { total: Number(row.total ?? 0), count: Number(row.count) },
    ]),
  );
}

export async function selectSellerReviews(
  db: Database,
  sellerId: number,
  withHidden: boolean,
): Promise<ReviewWithAuthor[]> {
  const ofSeller = eq(sellerReviews.sellerId, sellerId);
  const rows = await db
    .select({ review: sellerReviews, buyerName: orders.buyerName })
    .from(sellerReviews)
    .innerJoin(orders, eq(orders.id, sellerReviews.orderId))
    .where(withHidden ? ofSeller : and(ofSeller, isNull(sellerReviews.hiddenAt)))
    .orderBy(desc(sellerReviews.createdAt), desc(sellerReviews.id));
  return rows.map(({ review, buyerName }) => ({ ...review, buyerName }));
}

export async function selectRecentReviews(
  db: Database,
  limit: number,
): Promise<ReviewWithAuthor[]> {
  const rows = await db
    .select({ review: sellerReviews, buyerName: orders.buyerName })
    .from(sellerReviews)
    .innerJoin(orders, eq(orders.id, sellerReviews.orderId))
    .orderBy(desc(sellerReviews.createdAt), desc(sellerReviews.id))
    .limit(limit);
  return rows.map(({ review, buyerName }) => ({ ...review, buyerName }));
}

export async function selectReviewBatch(
  db: Database,
  after: CatalogueKey | null,
  limit: number,
  onlyHidden = false,
): Promise<{ reviews: ReviewWithAuthor[]; next: CatalogueKey | null }> {
  const rows = await db
    .select({
      review: sellerReviews,
      buyerName: orders.buyerName,
      // A Date would round the microseconds and the next page would repeat one.
      key: sql<string>`to_char(${sellerReviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(sellerReviews)
    .innerJoin(orders, eq(orders.id, sellerReviews.orderId))
    .where(
      and(
        onlyHidden ? isNotNull(sellerReviews.hiddenAt) : undefined,
        after === null
          ? undefined
          : sql`(${sellerReviews.createdAt}, ${sellerReviews.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(desc(sellerReviews.createdAt), desc(sellerReviews.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    reviews: rows.map(({ review, buyerName }) => ({ ...review, buyerName })),
    next:
      rows.length < limit || last === undefined
        ? null
        : { createdAt: last.key, id: last.review.id },
  };
}

/** How many reviews there are, hidden ones included, and how many of them are hidden. */
export async function countReviews(db: Database): Promise<{ all: number; hidden: number }> {
  const rows = await db
    .select({
      all: sql<number>`count(*)::int`,
      hidden: sql<number>`(count(*) filter (where ${sellerReviews.hiddenAt} is not null))::int`,
    })
    .from(sellerReviews);
  return rows[0] ?? { all: 0, hidden: 0 };
}

export async function findReviewWithAuthor(
  db: Database,
  orderId: number,
): Promise<ReviewWithAuthor | null> {
  const rows = await db
    .select({ review: sellerReviews, buyerName: orders.buyerName })
    .from(sellerReviews)
    .innerJoin(orders, eq(orders.id, sellerReviews.orderId))
    .where(eq(sellerReviews.orderId, orderId))
    .limit(1);
  const row = rows[0];
  return row === undefined ? null : { ...row.review, buyerName: row.buyerName };
}

export async function countDeliveredOrders(db: Database, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        inArray(orders.status, [...RATEABLE_ORDER_STATUSES]),
        // Issue 40: an unpaid order staff closed was never delivered.
        isNotNull(orders.paidAt),
      ),
    );
  return Number(row?.count ?? 0);
}

export function selectSellerAds(
  db: Database,
  media: MediaStorage,
  sellerId: number,
): Promise<Ad[]> {
  return selectAds(
    db,
    media,
    and(eq(ads.ownerId, sellerId), inArray(ads.status, [...CATALOGUE_STATUSES])),
  );
}
