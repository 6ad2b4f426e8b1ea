import {
  DISPUTE_DECISIONS_AGAINST_SELLER,
  RATEABLE_ORDER_STATUSES,
  TRUSTED_MIN_DELIVERED_ORDERS,
  averageStars,
  isTrustedSeller,
  type SellerTrustFacts,
} from '@flowers/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { sellerTrustRevocations } from '../db/schema.ts';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export interface SellerTrustRow extends SellerTrustFacts {
  sellerId: number;
  username: string | null;
}

export async function selectTrustFacts(
  db: Database,
  sellerIds: readonly number[],
): Promise<Map<number, SellerTrustRow>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await queryRows<{
    seller_id: string | number;
    username: string | null;
    delivered: number;
    stars_total: string | number;
    stars_count: number;
    disputes_lost: number;
    revoked: boolean;
  }>(
    db,
    sql`select u.id as seller_id, u.username,
        (select count(*) from orders o
          where o.seller_id = u.id and o.status in (${list(RATEABLE_ORDER_STATUSES)})
            and o.paid_at is not null)::int as delivered,
        (select coalesce(sum(r.stars), 0) from seller_reviews r
          where r.seller_id = u.id and r.hidden_at is null) as stars_total,
        (select count(*) from seller_reviews r
          where r.seller_id = u.id and r.hidden_at is null)::int as stars_count,
        (select count(*) from order_disputes d join orders o on o.id = d.order_id
          where o.seller_id = u.id and d.decision in (${list(DISPUTE_DECISIONS_AGAINST_SELLER)}))::int as disputes_lost,
        exists (select 1 from seller_trust_revocations v where v.seller_id = u.id) as revoked
      from users u where u.id in (${list(sellerIds)})`,
  );
  return new Map(
    rows.map((row) => {
      const sellerId = Number(row.seller_id);
      return [
        sellerId,
        {
          sellerId,
          username: row.username,
          deliveredOrders: Number(row.delivered),
          ratingAverage: averageStars(Number(row.stars_total), Number(row.stars_count)),
          disputesLost: Number(row.disputes_lost),
          revoked: row.revoked,
        },
      ];
    }),
  );
}

export async function selectTrustedSellerIds(
  db: Database,
  sellerIds: readonly number[],
): Promise<Set<number>> {
  const facts = await selectTrustFacts(db, [...new Set(sellerIds)]);
  return new Set([...facts.values()].filter(isTrustedSeller).map((row) => row.sellerId));
}

export async function selectTrustCandidates(db: Database): Promise<number[]> {
  const rows = await queryRows<{ seller_id: string | number }>(
    db,
    sql`select seller_id from orders where status in (${list(RATEABLE_ORDER_STATUSES)})
        group by seller_id having count(*) >= ${TRUSTED_MIN_DELIVERED_ORDERS}
      union select seller_id from seller_trust_revocations
      order by seller_id`,
  );
  return rows.map((row) => Number(row.seller_id));
}

export async function insertRevocation(
  tx: Database,
  sellerId: number,
  revokedBy: number,
): Promise<boolean> {
  const rows = await tx
    .insert(sellerTrustRevocations)
    .values({ sellerId, revokedBy })
    .onConflictDoNothing()
    .returning({ sellerId: sellerTrustRevocations.sellerId });
  return rows.length > 0;
}

export async function deleteRevocation(tx: Database, sellerId: number): Promise<boolean> {
  const rows = await queryRows<{ seller_id: unknown }>(
    tx,
    sql`delete from seller_trust_revocations where seller_id = ${sellerId} returning seller_id`,
  );
  return rows.length > 0;
}
