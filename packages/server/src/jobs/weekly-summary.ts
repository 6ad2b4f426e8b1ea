import { lastFullMoscowWeek, moscowDate, weeklySummaryText, MY_ADS_BUTTON } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import {
  claimWeeklySummary,
  rollUpAdViews,
  selectSellerWeeks,
} from '../seller-stats/seller-stats.repository.ts';

/** The first run after Monday 00:00 МСК sends the week before. */
export const WEEKLY_SUMMARY_EVERY_MS = 60 * 60 * 1000;
export const AD_VIEWS_ROLLUP_EVERY_MS = 60 * 60 * 1000;

/** The row's key (seller, week), written with its message, lets only the first run send it. */
export async function sendWeeklySummaries(db: Database, now: Date): Promise<number> {
  const week = lastFullMoscowWeek(now);
  let sent = 0;
  for (const seller of await selectSellerWeeks(db, week)) {
    const wrote = await db.transaction(async (tx) => {
      if (!(await claimWeeklySummary(tx, seller.sellerId, week.start))) return false;
      await enqueueNotification(tx, seller.sellerId, 'seller.weekly_summary', {
        text: weeklySummaryText(week, seller),
        buttons: [[{ text: MY_ADS_BUTTON, open: { screen: 'my-ads' } }]],
      });
      return true;
    });
    if (wrote) sent += 1;
  }
  return sent;
}

/** ad_views keeps about a day. */
export function rollUpPastViews(db: Database, now: Date): Promise<number> {
  return rollUpAdViews(db, moscowDate(now));
}
