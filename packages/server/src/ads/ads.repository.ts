import {
  AD_TRANSITIONS,
  CATALOGUE_STATUSES,
  type Ad,
  type AdAction,
  type AdStatus,
} from '@flowers/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { adPhotos, ads, users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';

export type AdRow = typeof ads.$inferSelect;

/** Reads ads with their owner's username and photos, mapped to the wire shape of spec §3. */
export async function selectAds(
  db: Database,
  media: MediaStorage,
  where: SQL | undefined,
  order: 'newest' | 'oldest' = 'newest',
  /** For the owner and staff: the moderator's rejection reason as well. */
  withRejectReason = false,
): Promise<Ad[]> {
  const rows = await db
    .select({ ad: ads, username: users.username })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.ownerId))
    .where(where)
    .orderBy(order === 'newest' ? desc(ads.createdAt) : asc(ads.createdAt), desc(ads.id));
  if (rows.length === 0) return [];
  const photos = await db
    .select({ adId: adPhotos.adId, variants: adPhotos.variants })
    .from(adPhotos)
    .where(
      inArray(
        adPhotos.adId,
        rows.map((row) => row.ad.id),
      ),
    )
    .orderBy(asc(adPhotos.adId), asc(adPhotos.position));
  const photosByAd = new Map<number, { card: string; gallery: string }[]>();
  for (const photo of photos) {
    const list = photosByAd.get(photo.adId) ?? [];
    list.push({
      card: media.publicUrl(photo.variants.card ?? ''),
      gallery: media.publicUrl(photo.variants.gallery ?? ''),
    });
    photosByAd.set(photo.adId, list);
  }
  return rows.map(({ ad, username }) => {
    const adPhotoList = photosByAd.get(ad.id) ?? [];
    return {
      id: ad.id,
      title: ad.title,
      description: ad.description,
      price: ad.price,
      original_price: ad.originalPrice,
      address: ad.address,
      phone: ad.phone,
      status: ad.status as AdStatus,
      created_at: ad.createdAt.toISOString(),
      username,
      user_id: String(ad.ownerId),
      image_urls: adPhotoList.map((photo) => photo.gallery),
      photos: adPhotoList,
      ...(withRejectReason && { reject_reason: ad.rejectReason }),
    };
  });
}

/** spec §2 Catalogue: newest first, only the statuses a buyer may see. */
export function selectCatalogue(db: Database, media: MediaStorage): Promise<Ad[]> {
  return selectAds(db, media, inArray(ads.status, [...CATALOGUE_STATUSES]));
}

export async function selectAd(db: Database, media: MediaStorage, id: number): Promise<Ad | null> {
  const [ad] = await selectAds(db, media, eq(ads.id, id));
  return ad ?? null;
}

export async function findAdRow(db: Database, id: number): Promise<AdRow | null> {
  const rows = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
  return rows[0] ?? null;
}

export interface AppliedTransition {
  row: AdRow;
  oldStatus: AdStatus;
}

export const AD_NOT_FOUND = 'Объявление не найдено';
export const AD_WRONG_STATUS = 'Это действие недоступно в текущем статусе объявления';

/**
 * One arrow of the ad state machine as a conditional UPDATE: it changes the row only while
 * its status is still one of the action's sources, so of two racing callers one gets 409.
 * Run it inside the caller's transaction; the row lock taken first gives the replaced status
 * for the live event.
 */
export async function applyAdTransition(
  tx: Database,
  id: number,
  action: AdAction,
  set: Partial<
    Pick<AdRow, 'title' | 'description' | 'originalPrice' | 'price' | 'rejectReason'>
  > = {},
): Promise<AppliedTransition> {
  const { from, to } = AD_TRANSITIONS[action];
  const [current] = await tx
    .select({ status: ads.status })
    .from(ads)
    .where(eq(ads.id, id))
    .for('update');
  if (current === undefined) throw new AppError('not_found', AD_NOT_FOUND);
  const [row] = await tx
    .update(ads)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(ads.id, id), inArray(ads.status, [...from])))
    .returning();
  if (row === undefined) throw new AppError('conflict', AD_WRONG_STATUS);
  return { row, oldStatus: current.status as AdStatus };
}

export async function rejectReasonOf(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ reason: ads.rejectReason }).from(ads).where(eq(ads.id, id));
  return row?.reason ?? null;
}
