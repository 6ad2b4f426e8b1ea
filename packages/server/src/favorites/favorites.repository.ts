import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { favorites } from '../db/schema.ts';

export async function listFavoriteAdIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ adId: favorites.adId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
  return rows.map((row) => row.adId);
}

/** A double tap must not show an error. */
export async function insertFavorite(db: Database, userId: number, adId: number): Promise<void> {
  await db.insert(favorites).values({ userId, adId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Database, userId: number, adId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.adId, adId)));
}
