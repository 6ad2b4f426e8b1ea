import { isInCatalogue, type Ad, type AdStatus } from '@flowers/domain';
import { inArray, count } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ads } from '../db/schema.ts';
import { statusChangeMessage, type LivePublisher } from '../realtime/live-publisher.ts';
import type { AppliedTransition } from './ads.repository.ts';

// Items a moderator still has to look at: new ads, and pending edit or delete requests.
const PENDING_MODERATION_STATUSES = ['wait_moder', 'edit_pending', 'delete_pending'];

export async function countPendingModeration(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(ads)
    .where(inArray(ads.status, PENDING_MODERATION_STATUSES));
  return row?.total ?? 0;
}

/**
 * Announces a committed transition: `new_ad` when an ad enters the catalogue, otherwise
 * `ad_status_changed` whenever the catalogue could show either status. Call after commit.
 */
export function announceTransition(
  publisher: LivePublisher,
  transition: AppliedTransition,
  loadAd: () => Promise<Ad | null>,
): Promise<void> | void {
  const oldStatus = transition.oldStatus;
  const newStatus = transition.row.status as AdStatus;
  if (!isInCatalogue(oldStatus) && isInCatalogue(newStatus)) {
    return loadAd().then((ad) => {
      if (ad !== null) publisher.adEnteredCatalogue(ad);
    });
  }
  if (isInCatalogue(oldStatus) || isInCatalogue(newStatus)) {
    publisher.adStatusChanged({
      adId: transition.row.id,
      newStatus,
      oldStatus,
      message: statusChangeMessage(oldStatus, newStatus),
    });
  }
}

export async function announceModerationCount(
  db: Database,
  publisher: LivePublisher,
): Promise<void> {
  publisher.moderationCountChanged(await countPendingModeration(db));
}
