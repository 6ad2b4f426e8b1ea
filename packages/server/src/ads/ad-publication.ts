import { priceWithCommission, type AdStatus, type NewAd } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { postAdToChannel } from '../seller-channel/channel-post.ts';
import { selectTrustedSellerIds } from '../seller-trust/seller-trust.repository.ts';
import { announceModerationCount } from './ad-events.ts';
import { notifyStaffNewAd } from './ad-notifications.ts';
import { selectAd, type AdRow } from './ads.repository.ts';

/** What a bouquet's form sets on its row, whether posted new or sent back after a rejection. */
export function formColumns(input: NewAd) {
  return {
    title: input.title,
    description: input.description ?? null,
    originalPrice: input.original_price,
    price: priceWithCommission(input.original_price),
    address: input.address,
    phone: input.phone,
  };
}

// Issue 29: a trusted seller's new ad goes straight to the catalogue; others wait for a moderator.

export async function firstStatusFor(db: Database, ownerId: number): Promise<AdStatus> {
  const trusted = await selectTrustedSellerIds(db, [ownerId]);
  return trusted.has(ownerId) ? 'new' : 'wait_moder';
}

export async function queueNewAdNotices(
  tx: Database,
  ad: AdRow,
  photoUrl: string | undefined,
): Promise<void> {
  if (ad.status === 'new') await postAdToChannel(tx, ad, async () => photoUrl);
  else await notifyStaffNewAd(tx, ad, photoUrl);
}

export async function announceNewAd(
  deps: { db: Database; media: MediaStorage; publisher: LivePublisher },
  ad: AdRow,
): Promise<void> {
  if (ad.status !== 'new') {
    await announceModerationCount(deps.db, deps.publisher);
    return;
  }
  const created = await selectAd(deps.db, deps.media, ad.id);
  if (created !== null) deps.publisher.adEnteredCatalogue(created);
}
