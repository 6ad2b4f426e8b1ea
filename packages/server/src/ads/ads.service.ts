import {
  AD_PAGE_ADS,
  AD_PAGE_CURSOR_MESSAGE,
  AD_STATUSES,
  MY_AD_GROUPS,
  PHOTO_MAX_COUNT,
  PHOTO_MESSAGES,
  moscowDate,
  myAdGroupOf,
  newAdSchema,
  AD_CREATION_KEY_FIELD,
  adCreationKeySchema,
  statusesOfMyAdGroup,
  type Ad,
  type MyAdGroup,
  type MyAdPage,
  AD_NOT_FOUND_MESSAGE,
} from '@flowers/domain';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { requireAccess, requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { isUnavailableError } from '../http/unavailable.ts';
import { parseInput } from '../http/parse-input.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { PhotoSource } from '../media/photo-encoding.ts';
import type { StoredPhoto } from '../media/photo-variants.ts';
import { announceNewAd, firstStatusFor, formColumns, queueNewAdNotices } from './ad-publication.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { announceModerationCount, createAdAnnouncer } from './ad-events.ts';
import { applyAdTransition } from './ad-transition.ts';
import { decodeAdPageCursor, encodeAdPageCursor } from './ad-page-cursor.ts';
import {
  countOwnAdsByStatus,
  findAdIdByCreationKey,
  insertAdWithPhotos,
  type AdRow,
  rejectReasonOf,
  selectAd,
  selectOwnAdBatch,
  selectOwnAds,
  selectWriteVersion,
} from './ads.repository.ts';
import {
  CATALOGUE_MAX_AGE_MS,
  type CatalogueSnapshot,
  type CatalogueWire,
} from './catalogue-snapshot.ts';
import { catalogueJson } from './catalogue-stream.ts';
import { findUnpaidHold, type UnpaidHold } from './reservation.repository.ts';
import { recordAdView, selectAdStats } from '../seller-stats/seller-stats.repository.ts';

async function withStats(db: Database, list: Ad[]): Promise<Ad[]> {
  const stats = await selectAdStats(
    db,
    list.map((ad) => ad.id),
  );
  return list.map((ad) => ({
    ...ad,
    stats: stats.get(ad.id) ?? { views: 0, favorites: 0, orders: 0 },
  }));
}

export interface AdsDeps {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
  catalogue: CatalogueSnapshot;
  now?: () => Date;
  catalogueBatchAds?: number;
  ingestPhoto: (photo: PhotoSource) => Promise<StoredPhoto>;
}

export type CatalogueAnswer =
  | { kept: CatalogueWire }
  | {
      kept: null;
      /** No commit since means the same ads. */
      etag: string | null;
      json: () => AsyncGenerator<Buffer>;
    };

export interface NewAdUpload {
  fields: Record<string, string>;
  photos: PhotoSource[];
}

function creationKeyOf(fields: Record<string, string>): string | null {
  const raw = fields[AD_CREATION_KEY_FIELD];
  return raw === undefined ? null : parseInput(adCreationKeySchema, raw);
}

async function removePhotos(media: MediaStorage, photos: StoredPhoto[]): Promise<void> {
  const keys = photos.flatMap((photo) => Object.values(photo.variants));
  await Promise.allSettled(keys.map((key) => media.remove(key)));
}

export function createAdsService(deps: AdsDeps) {
  const { db, media, publisher } = deps;
  const now = deps.now ?? (() => new Date());
  const announce = createAdAnnouncer(deps);

  // Issue 40: the buyer's own hold is hers, on any device, until its payment window closes.
  function heldFor(viewer: CurrentUser, hold: UnpaidHold | null): Partial<Ad> {
    const until = hold?.deadline ?? null;
    const reserved_until = until?.toISOString() ?? null;
    if (hold === null || until === null || hold.buyerId !== viewer.id || until <= now()) {
      return { reserved_until };
    }
    return {
      reserved_until,
      your_hold: { order_id: hold.orderId, pay_until: until.toISOString() },
    };
  }

  async function ownAd(id: number): Promise<Ad> {
    const ad = await selectAd(db, media, id);
    if (ad === null) throw new Error(`ad ${id} vanished after commit`);
    return ad;
  }

  return {
    async catalogue(): Promise<CatalogueAnswer> {
      const { whole } = await deps.catalogue.get();
      if (whole !== null) return { kept: whole };
      const version = await selectWriteVersion(db).catch(() => null);
      return {
        kept: null,
        // Sellers' names and media addresses shape the answer too: the tag lasts as the body does.
        etag:
          version === null
            ? null
            : `W/"v-${version}-${String(Math.floor(now().getTime() / CATALOGUE_MAX_AGE_MS))}"`,
        json: () => catalogueJson(db, media, deps.catalogueBatchAds),
      };
    },

    async get(viewer: CurrentUser, id: number): Promise<Ad> {
      const grants = await requireAccess(db, viewer, 'ad.read', id);
      const ad = await selectAd(db, media, id);
      if (ad === null) throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
      const owner = grants.has('owner');
      const privileged = owner || grants.has('moderate');
      // The seller's stats count people, once a day each; the seller's own looks are not views.
      if (!owner) await recordAdView(db, { adId: id, viewerId: viewer.id, day: moscowDate(now()) });
      const held = ad.status === 'reserved' ? heldFor(viewer, await findUnpaidHold(db, id)) : {};
      return privileged
        ? { ...ad, ...held, reject_reason: await rejectReasonOf(db, id) }
        : { ...ad, ...held };
    },

    /**
     * A bouquet page while the database is away: the kept catalogue's copy, which anyone signed
     * in may read, without the buyer's own hold, which only the database knows.
     */
    keptAdOr(error: unknown, id: number): Ad {
      const kept = isUnavailableError(error) ? deps.catalogue.keptAd(id) : null;
      if (kept === null) throw error;
      return kept;
    },

    async mine(owner: CurrentUser): Promise<Ad[]> {
      requireRole(owner, 'ad.listOwn');
      return withStats(db, await selectOwnAds(db, media, owner.id));
    },

    async minePage(
      owner: CurrentUser,
      group: MyAdGroup,
      cursor: string | undefined,
    ): Promise<MyAdPage> {
      requireRole(owner, 'ad.listOwn');
      const after = cursor === undefined ? null : decodeAdPageCursor(cursor);
      if (cursor !== undefined && after === null) {
        throw new AppError('validation', AD_PAGE_CURSOR_MESSAGE);
      }
      const [page, byStatus] = await Promise.all([
        selectOwnAdBatch(db, media, owner.id, statusesOfMyAdGroup(group), after, AD_PAGE_ADS),
        countOwnAdsByStatus(db, owner.id),
      ]);
      const counts = Object.fromEntries(
        MY_AD_GROUPS.map((name) => [name, 0]),
      ) as MyAdPage['counts'];
      for (const status of AD_STATUSES) {
        const n = byStatus.get(status) ?? 0;
        counts.all += n;
        counts[myAdGroupOf(status)] += n;
      }
      return {
        ads: await withStats(db, page.ads),
        next_cursor: page.next === null ? null : encodeAdPageCursor(page.next),
        counts,
      };
    },

    // Photos are stored first and removed if anything fails: no ad without photos, no orphan file.
    async create(owner: CurrentUser, readUpload: () => Promise<NewAdUpload>): Promise<Ad> {
      requireRole(owner, 'ad.create');
      const upload = await readUpload();
      const input = parseInput(newAdSchema, upload.fields);
      const key = creationKeyOf(upload.fields);
      // Only spares the photo work of a repeated submit; the unique index decides races below.
      const earlier = key === null ? null : await findAdIdByCreationKey(db, owner.id, key);
      if (earlier !== null) return ownAd(earlier);
      if (upload.photos.length === 0) throw new AppError('validation', PHOTO_MESSAGES.none);
      if (upload.photos.length > PHOTO_MAX_COUNT) {
        throw new AppError('validation', PHOTO_MESSAGES.tooMany);
      }
      const stored: StoredPhoto[] = [];
      let row: AdRow | null;
      try {
        for (const photo of upload.photos) stored.push(await deps.ingestPhoto(photo));
        const status = await firstStatusFor(db, owner.id);
        row = await db.transaction(async (tx) => {
          const ad = await insertAdWithPhotos(
            tx,
            {
              ownerId: owner.id,
              ...formColumns(input),
              status,
              creationKey: key,
            },
            stored,
          );
          if (ad === null) return null;
          const first = stored[0]?.variants.gallery;
          await queueNewAdNotices(tx, ad, first === undefined ? undefined : media.publicUrl(first));
          return ad;
        });
      } catch (error) {
        await removePhotos(media, stored);
        throw error;
      }
      if (row === null) {
        // A racing submit of the same form made the ad: its photos are the ones kept.
        await removePhotos(media, stored);
        const first = key === null ? null : await findAdIdByCreationKey(db, owner.id, key);
        if (first === null) throw new Error('ad insert conflicted with no ad of its key');
        return ownAd(first);
      }
      await announceNewAd(deps, row);
      return ownAd(row.id);
    },

    async adminDelete(staff: CurrentUser, id: number): Promise<Ad> {
      await requireAccess(db, staff, 'ad.adminDelete', id);
      const transition = await auditedTransaction(
        db,
        (tx) => applyAdTransition(tx, id, 'adminDelete'),
        (applied) => ({
          actorId: staff.id,
          action: 'ad.admin_delete',
          targetType: 'ad',
          targetId: id,
          details: { oldStatus: applied.oldStatus },
        }),
      );
      await announce(transition);
      await announceModerationCount(db, publisher);
      const ad = await selectAd(db, media, id);
      if (ad === null) throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
      return ad;
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
