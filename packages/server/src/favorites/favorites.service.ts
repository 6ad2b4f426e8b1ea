import {
  AD_PAGE_ADS,
  AD_PAGE_CURSOR_MESSAGE,
  isInCatalogue,
  type AdPage,
  AD_NOT_FOUND_MESSAGE,
} from '@flowers/domain';
import { requireAccess } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { decodeAdPageCursor, encodeAdPageCursor } from '../ads/ad-page-cursor.ts';
import { findAdRow, selectFavoriteAdBatch } from '../ads/ads.repository.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { deleteFavorite, insertFavorite, listFavoriteAdIds } from './favorites.repository.ts';

/** A user's favourites, read and written only by that user (spec §3 "Favorite"). */
export function createFavoritesService(deps: { db: Database; media: MediaStorage }) {
  const { db, media } = deps;

  return {
    async list(caller: CurrentUser, userId: number): Promise<number[]> {
      // Staff may look, e.g. when helping a buyer.
      await requireAccess(db, caller, 'favorites.read', userId);
      return listFavoriteAdIds(db, userId);
    },

    /** The favourites screen's cards, a page at a time: a long list is not read at once. */
    async ads(caller: CurrentUser, userId: number, cursor: string | undefined): Promise<AdPage> {
      await requireAccess(db, caller, 'favorites.read', userId);
      const after = cursor === undefined ? null : decodeAdPageCursor(cursor);
      if (cursor !== undefined && after === null) {
        throw new AppError('validation', AD_PAGE_CURSOR_MESSAGE);
      }
      const page = await selectFavoriteAdBatch(db, media, userId, after, AD_PAGE_ADS);
      return {
        ads: page.ads,
        next_cursor: page.next === null ? null : encodeAdPageCursor(page.next),
      };
    },

    async add(caller: CurrentUser, userId: number, adId: number): Promise<void> {
      // Nobody writes someone else's favourites, staff included.
      await requireAccess(db, caller, 'favorites.write', userId);
      const ad = await findAdRow(db, adId);
      // The same visibility as GET /api/ads/{id}: hidden ads of others do not exist for you.
      if (ad === null || (!isInCatalogue(ad.status) && ad.ownerId !== caller.id)) {
        throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
      }
      await insertFavorite(db, userId, adId);
    },

    async remove(caller: CurrentUser, userId: number, adId: number): Promise<void> {
      await requireAccess(db, caller, 'favorites.write', userId);
      await deleteFavorite(db, userId, adId);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
