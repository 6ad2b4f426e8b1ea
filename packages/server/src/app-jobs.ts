import type { Services } from './app-services.ts';
import type { ChatDraftsService } from './chat-drafts/chat-drafts.service.ts';
import type { Config } from './config.ts';
import { expireDueAds } from './jobs/expire-ads.ts';
import { sweepRetention } from './jobs/retention.ts';
import type { Job } from './jobs/scheduler.ts';
import {
  AD_VIEWS_ROLLUP_EVERY_MS,
  WEEKLY_SUMMARY_EVERY_MS,
  rollUpPastViews,
  sendWeeklySummaries,
} from './jobs/weekly-summary.ts';
import { releaseOverdueReservations } from './money/reservation-sweep.ts';

const EXPIRY_SWEEP_EVERY_MS = 60_000;
const RESERVATION_SWEEP_EVERY_MS = 60_000;
const SAFE_DEAL_SWEEP_EVERY_MS = 60_000;
const RETENTION_SWEEP_EVERY_MS = 10 * 60_000;
const RECONCILIATION_EVERY_MS = 24 * 60 * 60_000;
// Settled by the node that took them; this sweep takes over those a stopped node left.
const ALBUM_SWEEP_EVERY_MS = 10_000;
const BANK_PAYOUTS_EVERY_MS = 10_000;

/** What every node does on its own clock; each job is safe to run on several nodes at once. */
export function jobList(deps: {
  config: Config;
  services: Services;
  chatDrafts: ChatDraftsService;
  now: () => Date;
}): Job[] {
  const { config, services: s, chatDrafts, now } = deps;
  const { db, publisher } = s.base;
  return [
    {
      name: 'expire-ads',
      everyMs: EXPIRY_SWEEP_EVERY_MS,
      run: () => expireDueAds(db, publisher, now()),
    },
    {
      name: 'release-reservations',
      everyMs: RESERVATION_SWEEP_EVERY_MS,
      run: () =>
        releaseOverdueReservations(
          { ...s.base, tbank: s.tbank, holdMs: config.safeDeal.holdMs },
          now(),
        ),
    },
    { name: 'settle-safe-deals', everyMs: SAFE_DEAL_SWEEP_EVERY_MS, run: () => s.settler.sweep() },
    {
      name: 'follow-bank-payouts',
      everyMs: BANK_PAYOUTS_EVERY_MS,
      run: () => s.bankPayouts.follow(),
    },
    {
      name: 'reconciliation',
      everyMs: RECONCILIATION_EVERY_MS,
      run: () => s.reconciliation.run(),
    },
    { name: 'retention', everyMs: RETENTION_SWEEP_EVERY_MS, run: () => sweepRetention(db, now()) },
    {
      name: 'roll-up-ad-views',
      everyMs: AD_VIEWS_ROLLUP_EVERY_MS,
      run: () => rollUpPastViews(db, now()),
    },
    {
      name: 'weekly-seller-summary',
      everyMs: WEEKLY_SUMMARY_EVERY_MS,
      run: () => sendWeeklySummaries(db, now()),
    },
    { name: 'album-drafts', everyMs: ALBUM_SWEEP_EVERY_MS, run: () => chatDrafts.settleDue() },
    {
      name: 'expired-drafts',
      everyMs: RETENTION_SWEEP_EVERY_MS,
      run: () => chatDrafts.sweepExpired(),
    },
  ];
}
