import type { Ad } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  announceModerationCount,
  announceTransition,
  countPendingModeration,
} from '../ads/ad-events.ts';
import { applyAdTransition, selectAd, selectAds } from '../ads/ads.repository.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { ads } from '../db/schema.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import {
  notifyAdApproved,
  notifyAdRejected,
  notifyStaffDecided,
} from '../notifications/ad-notifications.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';

/** New ads waiting for a moderator (spec §2 "Ad moderation"). */
export function createModerationService(deps: {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
}) {
  const { db, media, publisher } = deps;

  async function decide(
    staff: CurrentUser,
    id: number,
    decision: { action: 'approve' } | { action: 'reject'; reason: string },
  ): Promise<void> {
    const transition = await db.transaction(async (tx) => {
      const applied = await applyAdTransition(
        tx,
        id,
        decision.action,
        decision.action === 'reject' ? { rejectReason: decision.reason } : {},
      );
      await recordAudit(tx, {
        actorId: staff.id,
        action: `ad.${decision.action}`,
        targetType: 'ad',
        targetId: id,
        details: decision.action === 'reject' ? { reason: decision.reason } : {},
      });
      if (decision.action === 'approve') await notifyAdApproved(tx, applied.row);
      else await notifyAdRejected(tx, applied.row, decision.reason);
      await notifyStaffDecided(
        tx,
        { ad: id },
        staff,
        decision.action === 'approve'
          ? { approved: true }
          : { approved: false, reason: decision.reason },
      );
      return applied;
    });
    await announceTransition(publisher, transition, () => selectAd(db, media, id));
    await announceModerationCount(db, publisher);
  }

  return {
    /** Oldest first: whoever waited longest is looked at first. */
    waiting(): Promise<Ad[]> {
      return selectAds(db, media, eq(ads.status, 'wait_moder'), 'oldest');
    },
    pendingCount: () => countPendingModeration(db),
    approve: (staff: CurrentUser, id: number) => decide(staff, id, { action: 'approve' }),
    reject: (staff: CurrentUser, id: number, reason: string) =>
      decide(staff, id, { action: 'reject', reason }),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
