import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { adPhotos, ads } from '../db/schema.ts';
import type { AdRow } from './ads.repository.ts';

// Files are never deleted, so two ads may share photos. The unique index on relisted_from makes a
// second attempt insert nothing (null), and the caller reads the first one.
export async function insertRelistedAd(
  tx: Database,
  source: AdRow,
  values: Pick<typeof ads.$inferInsert, 'status' | 'price'>,
): Promise<AdRow | null> {
  const [ad] = await tx
    .insert(ads)
    .values({
      ownerId: source.ownerId,
      title: source.title,
      description: source.description,
      originalPrice: source.originalPrice,
      address: source.address,
      phone: source.phone,
      relistedFrom: source.id,
      ...values,
    })
    .onConflictDoNothing({ target: ads.relistedFrom })
    .returning();
  if (ad === undefined) return null;
  await tx.execute(
    sql`insert into ad_photos (ad_id, position, variants, width, height)
      select ${ad.id}, position, variants, width, height from ad_photos where ad_id = ${source.id}`,
  );
  return ad;
}

export async function findRelistOf(db: Database, sourceId: number): Promise<number | null> {
  const [row] = await db.select({ id: ads.id }).from(ads).where(eq(ads.relistedFrom, sourceId));
  return row?.id ?? null;
}

export interface AdPhotoRow {
  variants: Record<string, string>;
  width: number;
  height: number;
}

export async function selectAdPhotoRows(db: Database, adId: number): Promise<AdPhotoRow[]> {
  return db
    .select({ variants: adPhotos.variants, width: adPhotos.width, height: adPhotos.height })
    .from(adPhotos)
    .where(eq(adPhotos.adId, adId))
    .orderBy(asc(adPhotos.position));
}

/** Issue 40: a resubmitted bouquet's photos, in their new order. */
export async function replaceAdPhotos(
  tx: Database,
  adId: number,
  photos: readonly AdPhotoRow[],
): Promise<void> {
  await tx.delete(adPhotos).where(eq(adPhotos.adId, adId));
  if (photos.length === 0) return;
  await tx.insert(adPhotos).values(photos.map((photo, position) => ({ adId, position, ...photo })));
}

/** A relisted ad shares its source's files: those stay while any ad shows them. */
export async function photoInUse(db: Database, variants: Record<string, string>): Promise<boolean> {
  const [row] = await db
    .select({ id: adPhotos.id })
    .from(adPhotos)
    .where(sql`${adPhotos.variants} = ${JSON.stringify(variants)}::jsonb`)
    .limit(1);
  return row !== undefined;
}
