import {
  RELIST_WRONG_STATUS_MESSAGE,
  RESUBMIT_WRONG_STATUS_MESSAGE,
  canRelist,
  canTransition,
  KEEP_PHOTOS_MESSAGE,
  keptPhotosSchema,
  newAdSchema,
  PHOTO_MAX_COUNT,
  PHOTO_MESSAGES,
  priceWithCommission,
  RESUBMIT_KEEP_PHOTOS_FIELD,
  type Ad,
  AD_NOT_FOUND_MESSAGE,
} from '@flowers/domain';
import { requireAccess } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/parse-input.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { PhotoSource } from '../media/photo-encoding.ts';
import type { StoredPhoto } from '../media/photo-variants.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { announceNewAd, firstStatusFor, formColumns, queueNewAdNotices } from './ad-publication.ts';
import { findAdRow, selectAdPhotoUrls, selectOwnAd, transitionAd } from './ads.repository.ts';
import type { NewAdUpload } from './ads.service.ts';
import {
  type AdPhotoRow,
  findRelistOf,
  insertRelistedAd,
  photoInUse,
  replaceAdPhotos,
  selectAdPhotoRows,
} from './relist.repository.ts';

function keptPhotos(current: AdPhotoRow[], fields: Record<string, string>): AdPhotoRow[] {
  const raw = fields[RESUBMIT_KEEP_PHOTOS_FIELD];
  if (raw === undefined) return current;
  return parseInput(keptPhotosSchema, raw).map((place) => {
    const photo = current[place];
    if (photo === undefined) throw new AppError('validation', KEEP_PHOTOS_MESSAGE);
    return photo;
  });
}

async function removeFiles(media: MediaStorage, photos: readonly AdPhotoRow[]): Promise<void> {
  const keys = photos.flatMap((photo) => Object.values(photo.variants));
  await Promise.allSettled(keys.map((key) => media.remove(key)));
}

export function createRelistService(deps: {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
  now?: () => Date;
  ingestPhoto: (photo: PhotoSource) => Promise<StoredPhoto>;
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
     * Issue 40: a rejected bouquet, fixed, goes back to moderation as the same ad (its favourites
     * and link stay); its 48 hours start again, since it never was in the catalogue. The photos
     * kept and the new ones make its set; a file no ad shows any more is removed.
     */
    async resubmit(
      owner: CurrentUser,
      id: number,
      readUpload: () => Promise<NewAdUpload>,
    ): Promise<Ad> {
      await requireAccess(db, owner, 'ad.resubmit', id);
      const source = await findAdRow(db, id);
      if (source === null) throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
      if (!canTransition('resubmit', source.status)) {
        throw new AppError('conflict', RESUBMIT_WRONG_STATUS_MESSAGE);
      }
      const upload = await readUpload();
      const input = parseInput(newAdSchema, upload.fields);
      const current = await selectAdPhotoRows(db, id);
      const kept = keptPhotos(current, upload.fields);
      const count = kept.length + upload.photos.length;
      if (count === 0) throw new AppError('validation', PHOTO_MESSAGES.none);
      if (count > PHOTO_MAX_COUNT) throw new AppError('validation', PHOTO_MESSAGES.tooMany);
      const stored: StoredPhoto[] = [];
      let applied;
      try {
        for (const photo of upload.photos) stored.push(await deps.ingestPhoto(photo));
        applied = await db.transaction(async (tx) => {
          const moved = await transitionAd(tx, id, 'resubmit', {
            ...formColumns(input),
            rejectReason: null,
            createdAt: now(),
          });
          if (moved === null) throw new AppError('conflict', RESUBMIT_WRONG_STATUS_MESSAGE);
          await replaceAdPhotos(tx, id, [...kept, ...stored]);
          const photos = await selectAdPhotoUrls(tx, media, [id]);
          await queueNewAdNotices(tx, moved.row, photos.get(id)?.[0]?.gallery);
          return moved;
        });
      } catch (error) {
        await removeFiles(media, stored);
        throw error;
      }
      const dropped = current.filter((photo) => !kept.includes(photo));
      const unused = [];
      for (const photo of dropped) if (!(await photoInUse(db, photo.variants))) unused.push(photo);
      await removeFiles(media, unused);
      await announceNewAd(deps, applied.row);
      return ownAd(id);
    },
  };
}

export type RelistService = ReturnType<typeof createRelistService>;
