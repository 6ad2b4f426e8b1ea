import {
  AD_PAGE_ADS,
  AD_PAGE_CURSOR_MESSAGE,
  moderationBadgeCount,
  type Ad,
  type ModerationAdPage,
  type ModerationCountEvent,
} from '@flowers/domain';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { announceModerationCount, createAdAnnouncer } from '../ads/ad-events.ts';
import { applyAdTransition } from '../ads/ad-transition.ts';
import { decodeAdPageCursor, encodeAdPageCursor } from '../ads/ad-page-cursor.ts';
import {
  countModerationQueues,
  selectAdPhotoUrls,
  selectAdsAwaitingModeration,
  selectAwaitingModerationBatch,
} from '../ads/ads.repository.ts';
import { AppError } from '../http/app-error.ts';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { notifyAdApproved, notifyAdRejected, notifyStaffDecided } from '../ads/ad-notifications.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { postAdToChannel } from '../seller-channel/channel-post.ts';

/** New ads waiting for a moderator (spec §2 "Ad moderation"). */
export function createModerationService(deps: {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
}) {
  const { db, media, publisher } = deps;
  const announce = createAdAnnouncer(deps);

  async function decide(
    staff: CurrentUser,
    id: number,
    decision: { action: 'approve' } | { action: 'reject'; reason: string },
  ): Promise<void> {
    const transition = await auditedTransaction(
      db,
      async (tx) => {
        const applied = await applyAdTransition(
          tx,
          id,
          decision.action,
          decision.action === 'reject' ? { rejectReason: decision.reason } : {},
        );
        if (decision.action === 'approve') {
          await notifyAdApproved(tx, applied.row);
          await postAdToChannel(tx, applied.row, async () => {
            const photos = await selectAdPhotoUrls(tx, media, [id]);
            return photos.get(id)?.[0]?.gallery;
          });
        } else await notifyAdRejected(tx, applied.row, decision.reason);
        await notifyStaffDecided(
          tx,
          { ad: id },
          staff,
          decision.action === 'approve'
            ? { approved: true }
            : { approved: false, reason: decision.reason },
        );
        return applied;
      },
      () => ({
        actorId: staff.id,
        action: `ad.${decision.action}`,
        targetType: 'ad',
        targetId: id,
        details: decision.action === 'reject' ? { reason: decision.reason } : {},
      }),
    );
    await announce(transition);
    await announceModerationCount(db, publisher);
  }

  return {
    async waiting(staff: CurrentUser): Promise<Ad[]> {
      requireRole(staff, 'ad.moderate');
      return selectAdsAwaitingModeration(db, media);
    },
    /** The same queue a page at a time, for a long one. */
    async waitingPage(staff: CurrentUser, cursor: string | undefined): Promise<ModerationAdPage> {
      requireRole(staff, 'ad.moderate');
      const after = cursor === undefined ? null : decodeAdPageCursor(cursor);
      if (cursor !== undefined && after === null) {
        throw new AppError('validation', AD_PAGE_CURSOR_MESSAGE);
      }
      const page = await selectAwaitingModerationBatch(db, media, after, AD_PAGE_ADS);
      return {
        ads: page.ads,
        next_cursor: page.next === null ? null : encodeAdPageCursor(page.next),
        total: page.total,
      };
    },
    async pendingCount(staff: CurrentUser): Promise<ModerationCountEvent> {
      requireRole(staff, 'ad.moderate');
      const queues = await countModerationQueues(db);
      return { count: moderationBadgeCount(queues), queues };
    },
    async approve(staff: CurrentUser, id: number): Promise<void> {
      requireRole(staff, 'ad.moderate');
      await decide(staff, id, { action: 'approve' });
    },
    async reject(staff: CurrentUser, id: number, reason: string): Promise<void> {
      requireRole(staff, 'ad.moderate');
      await decide(staff, id, { action: 'reject', reason });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
