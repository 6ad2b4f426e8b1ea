import { isInCatalogue, type Ad, type AdStatus } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { statusChangeMessage, type LivePublisher } from '../realtime/live-publisher.ts';
import { countPendingModeration, selectAd, type AppliedTransition } from './ads.repository.ts';

// `ad_status_changed` whenever the catalogue could show either status. Call after commit.
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

// Reads the ad back for `new_ad`; a null transition announces nothing. Call after commit.
export function createAdAnnouncer(deps: {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
}): (transition: AppliedTransition | null) => Promise<void> {
  const { db, media, publisher } = deps;
  return async (transition) => {
    if (transition === null) return;
    const id = transition.row.id;
    await announceTransition(publisher, transition, () => selectAd(db, media, id));
  };
}

export async function announceModerationCount(
  db: Database,
  publisher: LivePublisher,
): Promise<void> {
  publisher.moderationCountChanged(await countPendingModeration(db));
}
