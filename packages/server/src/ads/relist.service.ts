import {
  RELIST_WRONG_STATUS_MESSAGE,
  RESUBMIT_WRONG_STATUS_MESSAGE,
  canRelist,
  canTransition,
  type NewAd,
  priceWithCommission,
  type Ad,
  AD_NOT_FOUND_MESSAGE,
} from '@flowers/domain';
import { requireAccess } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { announceNewAd, firstStatusFor, formColumns, queueNewAdNotices } from './ad-publication.ts';
import { findAdRow, selectAdPhotoUrls, selectOwnAd, transitionAd } from './ads.repository.ts';
import { findRelistOf, insertRelistedAd } from './relist.repository.ts';

export function createRelistService(deps: {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
  now?: () => Date;
}) {
  const { db, media } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownAd(id: number): Promise<Ad> {
    const ad = await selectOwnAd(db, media, id);
    if (ad === null) throw new Error(`ad ${id} vanished after commit`);
    return ad;
  }

  return {
    // A repeated tap answers the ad the first one made and changes nothing.
    async relist(owner: CurrentUser, sourceId: number): Promise<Ad> {
      // Someone else's bouquet is not even said to exist.
      await requireAccess(db, owner, 'ad.relist', sourceId);
      const source = await findAdRow(db, sourceId);
      if (source === null) throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
      const earlier = await findRelistOf(db, sourceId);
      if (earlier !== null) return ownAd(earlier);
      if (!canRelist(source.status)) throw new AppError('conflict', RELIST_WRONG_STATUS_MESSAGE);
      const status = await firstStatusFor(db, owner.id);
      const created = await db.transaction(async (tx) => {
        const ad = await insertRelistedAd(tx, source, {
          status,
          price: priceWithCommission(source.originalPrice),
        });
        if (ad === null) return null;
        const photos = await selectAdPhotoUrls(tx, media, [ad.id]);
        await queueNewAdNotices(tx, ad, photos.get(ad.id)?.[0]?.gallery);
        return ad;
      });
      if (created === null) {
        const raced = await findRelistOf(db, sourceId);
        if (raced === null) throw new Error(`relist of ad ${sourceId} neither inserted nor found`);
        return ownAd(raced);
      }
      await announceNewAd(deps, created);
      return ownAd(created.id);
    },

    /**
     * Issue 40: a rejected bouquet, fixed, goes back to moderation as the same ad (its photos,
     * favourites and link stay); its 48 hours start again, since it never was in the catalogue.
     */
    async resubmit(owner: CurrentUser, id: number, input: NewAd): Promise<Ad> {
      await requireAccess(db, owner, 'ad.resubmit', id);
      const source = await findAdRow(db, id);
      if (source === null) throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
      if (!canTransition('resubmit', source.status)) {
        throw new AppError('conflict', RESUBMIT_WRONG_STATUS_MESSAGE);
      }
      const applied = await db.transaction(async (tx) => {
        const moved = await transitionAd(tx, id, 'resubmit', {
          ...formColumns(input),
          rejectReason: null,
          createdAt: now(),
        });
        if (moved === null) throw new AppError('conflict', RESUBMIT_WRONG_STATUS_MESSAGE);
        const photos = await selectAdPhotoUrls(tx, media, [id]);
        await queueNewAdNotices(tx, moved.row, photos.get(id)?.[0]?.gallery);
        return moved;
      });
      await announceNewAd(deps, applied.row);
      return ownAd(id);
    },
  };
}

export type RelistService = ReturnType<typeof createRelistService>;
