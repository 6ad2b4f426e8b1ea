import { isInCatalogue, isStaff } from '@flowers/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user.ts';
import { FORBIDDEN } from '../auth/auth.hooks.ts';
import type { Database } from '../db/database.ts';
import { favorites } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { AD_NOT_FOUND, findAdRow } from '../ads/ads.repository.ts';

const OTHERS_FAVORITES = 'Можно изменять только своё избранное';

/** A user's favourites, read and written only by that user (spec §3 "Favorite"). */
export function createFavoritesService(deps: { db: Database }) {
  const { db } = deps;

  function assertSelf(caller: CurrentUser, userId: number, write: boolean): void {
    if (caller.id === userId) return;
    // Staff may look, e.g. when helping a buyer; nobody writes someone else's favourites.
    if (!write && isStaff(caller.role)) return;
    throw new AppError('forbidden', write ? OTHERS_FAVORITES : FORBIDDEN);
  }

  return {
    async list(caller: CurrentUser, userId: number): Promise<number[]> {
      assertSelf(caller, userId, false);
      const rows = await db
        .select({ adId: favorites.adId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt));
      return rows.map((row) => row.adId);
    },

    async add(caller: CurrentUser, userId: number, adId: number): Promise<void> {
      assertSelf(caller, userId, true);
      const ad = await findAdRow(db, adId);
      // The same visibility as GET /api/ads/{id}: hidden ads of others do not exist for you.
      if (ad === null || (!isInCatalogue(ad.status) && ad.ownerId !== caller.id)) {
        throw new AppError('not_found', AD_NOT_FOUND);
      }
      // Adding twice is harmless: a double tap must not show an error.
      await db.insert(favorites).values({ userId, adId }).onConflictDoNothing();
    },

    async remove(caller: CurrentUser, userId: number, adId: number): Promise<void> {
      assertSelf(caller, userId, true);
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.adId, adId)));
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
