import { AD_LIFETIME_MS, AD_TRANSITIONS } from '@flowers/domain';
import { expireAdsCreatedBefore } from '../ads/ads.repository.ts';
import type { Database } from '../db/database.ts';
import { notifyAdExpired } from '../ads/ad-notifications.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { syncChannelPost } from '../seller-channel/channel-post.ts';

/** spec §4. SKIP LOCKED: each row is expired, and announced, by exactly one node. */
export async function expireDueAds(
  db: Database,
  publisher: LivePublisher,
  now: Date,
): Promise<number> {
  const { from, to } = AD_TRANSITIONS.expire;
  const cutoff = new Date(now.getTime() - AD_LIFETIME_MS);
  const rows = await db.transaction(async (tx) => {
    const rows = await expireAdsCreatedBefore(tx, cutoff, from, to);
    for (const row of rows) {
      await notifyAdExpired(tx, {
        id: Number(row.id),
        ownerId: Number(row.owner_id),
        title: row.title,
      });
      await syncChannelPost(tx, Number(row.id));
    }
    return rows;
  });
  for (const row of rows) {
    publisher.adStatusChanged({ adId: Number(row.id), newStatus: to, oldStatus: row.old_status });
  }
  return rows.length;
}
