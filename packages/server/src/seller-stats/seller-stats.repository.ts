import type { AdStats, SellerWeekStats } from '@flowers/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { adViews } from '../db/schema.ts';

// Issue 40: staff may complete an unpaid order; only paid_at says money came.
const PAID_ORDER_STATUSES = sql`('paid', 'delivered', 'completed')`;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A second view the same day changes nothing. */
export async function recordAdView(
  db: Database,
  view: { adId: number; viewerId: number; day: string },
): Promise<void> {
  await db.insert(adViews).values(view).onConflictDoNothing();
}

/** One statement: a view counts once however many nodes run the roll-up at once. */
export async function rollUpAdViews(db: Database, today: string): Promise<number> {
  const rows = await queryRows<{ moved: number | string }>(
    db,
    sql`with moved as (
        delete from ad_views where day < ${today}::date returning ad_id, day
      ), added as (
        insert into ad_daily_views (ad_id, day, views)
        select ad_id, day, count(*)::int from moved group by ad_id, day
        on conflict (ad_id, day) do update set views = ad_daily_views.views + excluded.views
        returning views
      )
      select (select count(*) from moved)::int as moved`,
  );
  return Number(rows[0]?.moved ?? 0);
}

export async function selectAdStats(
  db: Database,
  adIds: readonly number[],
): Promise<Map<number, AdStats>> {
  if (adIds.length === 0) return new Map();
  const rows = await queryRows<{
    ad_id: number;
    views: number | string;
    favorites: number | string;
    orders: number | string;
  }>(
    db,
    sql`select a.id as ad_id,
        (select count(*) from ad_views v where v.ad_id = a.id)
          + coalesce((select sum(d.views) from ad_daily_views d where d.ad_id = a.id), 0) as views,
        (select count(*) from favorites f where f.ad_id = a.id) as favorites,
        (select count(*) from orders o
          where o.ad_id = a.id and o.status in ${PAID_ORDER_STATUSES}
            and o.paid_at is not null) as orders
      from ads a where a.id in (${idList(adIds)})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.ad_id),
      { views: Number(row.views), favorites: Number(row.favorites), orders: Number(row.orders) },
    ]),
  );
}

export interface SellerWeekRow extends SellerWeekStats {
  sellerId: number;
}

/** [startsAt, endsAt) and Moscow days [startDay, endDay). */
export async function selectSellerWeeks(
  db: Database,
  week: { start: string; end: string; startsAt: Date; endsAt: Date },
): Promise<SellerWeekRow[]> {
  const rows = await queryRows<{
    seller_id: number | string;
    views: number | string;
    favorites: number | string;
    orders: number | string;
    revenue: number | string;
  }>(
    db,
    sql`with views as (
        select a.owner_id as seller_id, sum(n)::bigint as views from (
          select ad_id, views as n from ad_daily_views
            where day >= ${week.start}::date and day < ${week.end}::date
          union all
          select ad_id, 1 from ad_views where day >= ${week.start}::date and day < ${week.end}::date
        ) v join ads a on a.id = v.ad_id group by a.owner_id
      ), favs as (
        select a.owner_id as seller_id, count(*) as favorites from favorites f
          join ads a on a.id = f.ad_id
          where f.created_at >= ${week.startsAt.toISOString()} and f.created_at < ${week.endsAt.toISOString()}
          group by a.owner_id
      ), sold as (
        select seller_id, count(*) as orders, sum(original_price) as revenue from orders
          where status in ${PAID_ORDER_STATUSES}
            and paid_at >= ${week.startsAt.toISOString()} and paid_at < ${week.endsAt.toISOString()}
          group by seller_id
      ), sellers as (
        select seller_id from views union select seller_id from favs union select seller_id from sold
      )
      select s.seller_id, coalesce(views.views, 0) as views, coalesce(favs.favorites, 0) as favorites,
          coalesce(sold.orders, 0) as orders, coalesce(sold.revenue, 0) as revenue
        from sellers s
        left join views on views.seller_id = s.seller_id
        left join favs on favs.seller_id = s.seller_id
        left join sold on sold.seller_id = s.seller_id
        order by s.seller_id`,
  );
  return rows.map((row) => ({
    sellerId: Number(row.seller_id),
    views: Number(row.views),
    favorites: Number(row.favorites),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
  }));
}

export async function claimWeeklySummary(
  tx: Database,
  sellerId: number,
  weekStart: string,
): Promise<boolean> {
  const rows = await queryRows<{ seller_id: unknown }>(
    tx,
    sql`insert into seller_weekly_summaries (seller_id, week_start) values (${sellerId}, ${weekStart}::date)
      on conflict do nothing returning seller_id`,
  );
  return rows.length > 0;
}
