import { isInCatalogue, type Ad, type AdStatus } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { statusChangeMessage, type LivePublisher } from '../realtime/live-publisher.ts';
import { countPendingModeration, type AppliedTransition } from './ads.repository.ts';

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
