import { AD_LIFETIME_MS, AD_TRANSITIONS, type AdStatus } from '@flowers/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { notifyAdExpired } from '../notifications/ad-notifications.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';

interface ExpiredRow {
  id: number;
  old_status: AdStatus;
  owner_id: number | string;
  title: string;
}

/**
 * Ads in countdown statuses expire 48 h after created_at (spec §4). SKIP LOCKED lets several
 * nodes sweep at once: each row is expired, and announced, by exactly one of them.
 */
export async function expireDueAds(
  db: Database,
  publisher: LivePublisher,
  now: Date,
): Promise<number> {
  const { from, to } = AD_TRANSITIONS.expire;
  const cutoff = new Date(now.getTime() - AD_LIFETIME_MS);
  const sources = sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db.transaction(async (tx) => {
    const rows = await queryRows<ExpiredRow>(
      tx,
      sql`
    with due as (
      select id, status from ads
      where status in (${sources}) and created_at <= ${cutoff.toISOString()}
      for update skip locked
    )
    update ads set status = ${to}, updated_at = now()
    from due where ads.id = due.id
    returning ads.id as id, due.status as old_status, ads.owner_id, ads.title
  `,
    );
    for (const row of rows) {
      await notifyAdExpired(tx, {
        id: Number(row.id),
        ownerId: Number(row.owner_id),
        title: row.title,
      });
    }
    return rows;
  });
  for (const row of rows) {
    publisher.adStatusChanged({ adId: Number(row.id), newStatus: to, oldStatus: row.old_status });
  }
  return rows.length;
}
