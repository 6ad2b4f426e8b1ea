import {
  AD_TRANSITIONS,
  CATALOGUE_STATUSES,
  type Ad,
  type AdAction,
  type AdStatus,
  type ModerationQueues,
  moderationBadgeCount,
} from '@flowers/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { adPhotos, adRequests, ads, favorites, users } from '../db/schema.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { syncChannelPost } from '../seller-channel/channel-post.ts';
import { selectTrustedSellerIds } from '../seller-trust/seller-trust.repository.ts';

export type AdRow = typeof ads.$inferSelect;

export interface AdPhotoUrls {
  card: string;
  gallery: string;
}

export async function selectAdPhotoUrls(
  db: Database,
  media: MediaStorage,
  adIds: readonly number[],
): Promise<Map<number, AdPhotoUrls[]>> {
  const photos = await db
    .select({ adId: adPhotos.adId, variants: adPhotos.variants })
    .from(adPhotos)
    .where(inArray(adPhotos.adId, [...adIds]))
    .orderBy(asc(adPhotos.adId), asc(adPhotos.position));
  const photosByAd = new Map<number, AdPhotoUrls[]>();
  for (const photo of photos) {
    const list = photosByAd.get(photo.adId) ?? [];
    list.push({
      card: media.publicUrl(photo.variants.card ?? ''),
      gallery: media.publicUrl(photo.variants.gallery ?? ''),
    });
    photosByAd.set(photo.adId, list);
  }
  return photosByAd;
}

export async function selectAds(
  db: Database,
  media: MediaStorage,
  where: SQL | undefined,
  order: 'newest' | 'oldest' = 'newest',
  withRejectReason = false,
): Promise<Ad[]> {
  const rows = await db
    .select({ ad: ads, username: users.username })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.ownerId))
    .where(where)
    .orderBy(order === 'newest' ? desc(ads.createdAt) : asc(ads.createdAt), desc(ads.id));
  if (rows.length === 0) return [];
  const adIds = rows.map((row) => row.ad.id);
  const [photosByAd, trusted, relistedAs] = await Promise.all([
    selectAdPhotoUrls(db, media, adIds),
    selectTrustedSellerIds(
      db,
      rows.map((row) => row.ad.ownerId),
    ),
    withRejectReason ? selectRelistedAs(db, adIds) : new Map<number, number>(),
  ]);
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
      ...(trusted.has(ad.ownerId) && { seller_trusted: true as const }),
      ...(relistedAs.has(ad.id) && { relisted_as: relistedAs.get(ad.id) }),
    };
  });
}

async function selectRelistedAs(
  db: Database,
  adIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: ads.id, from: ads.relistedFrom })
    .from(ads)
    .where(inArray(ads.relistedFrom, [...adIds]));
  return new Map(rows.flatMap((row) => (row.from === null ? [] : [[row.from, row.id]])));
}

// Migration 0012: moves with every write on any node, stays put while nothing is written.
export async function selectWriteVersion(db: Database): Promise<string> {
  const rows = await queryRows<{ version: string }>(
    db,
    sql`select (last_value::text || (case when is_called then '' else '-' end)) as version from catalogue_version_seq`,
  );
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('catalogue_version_seq returned no row');
  return version;
}

export interface CatalogueKey {
  createdAt: string;
  id: number;
}

// Keyset paging: an ad added or removed meanwhile neither shifts a batch nor repeats one.
export async function selectAdBatch(
  db: Database,
  media: MediaStorage,
  where: SQL,
  after: CatalogueKey | null,
  limit: number,
  withRejectReason = false,
  order: 'newest' | 'oldest' = 'newest',
): Promise<{ ads: Ad[]; next: CatalogueKey | null }> {
  const beyond = order === 'newest' ? sql`<` : sql`>`;
  const direction = order === 'newest' ? sql`desc` : sql`asc`;
  // Text with microseconds: a Date would round them and the next batch would repeat ads.
  const keys = await queryRows<{ id: number; created_at: string }>(
    db,
    sql`select ${ads.id} as id,
        to_char(${ads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
      from ${ads}
      where ${where}
      ${after === null ? sql`` : sql`and (${ads.createdAt}, ${ads.id}) ${beyond} (${after.createdAt}::timestamptz, ${after.id})`}
      order by ${ads.createdAt} ${direction}, ${ads.id} ${direction} limit ${limit}`,
  );
  const lastRow = keys.at(-1);
  if (lastRow === undefined) return { ads: [], next: null };
  const ids = keys.map((row) => row.id);
  const found = await selectAds(
    db,
    media,
    and(inArray(ads.id, ids), where),
    order,
    withRejectReason,
  );
  const byId = new Map(found.map((ad) => [ad.id, ad]));
  return {
    // An ad that stopped matching between the two reads is left out, not shown stale.
    ads: ids.flatMap((id) => byId.get(id) ?? []),
    next: keys.length < limit ? null : { createdAt: lastRow.created_at, id: lastRow.id },
  };
}

const IN_CATALOGUE = inArray(ads.status, [...CATALOGUE_STATUSES]);

export function selectCatalogueBatch(
  db: Database,
  media: MediaStorage,
  after: CatalogueKey | null,
  limit: number,
): Promise<{ ads: Ad[]; next: CatalogueKey | null }> {
  return selectAdBatch(db, media, IN_CATALOGUE, after, limit);
}

// JSON written by the database, one string per ad: 100 000 ads make no JavaScript object per field.
export async function selectCatalogueJsonBatch(
  db: Database,
  mediaPrefix: string,
  after: CatalogueKey | null,
  limit: number,
): Promise<{ json: string[]; next: CatalogueKey | null }> {
  const photoUrls = (variant: 'card' | 'gallery') =>
    sql`${mediaPrefix} || coalesce(${adPhotos.variants} ->> ${variant}, '')`;
  const rows = await queryRows<{
    id: number;
    owner_id: number | string;
    created_at: string;
    json: string;
  }>(
    db,
    sql`select ${ads.id} as id, ${ads.ownerId} as owner_id,
        to_char(${ads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
        json_build_object(
          'id', ${ads.id}, 'title', ${ads.title}, 'description', ${ads.description},
          'price', ${ads.price}, 'original_price', ${ads.originalPrice},
          'address', ${ads.address}, 'phone', ${ads.phone}, 'status', ${ads.status},
          'created_at', to_char(${ads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'username', ${users.username}, 'user_id', ${ads.ownerId}::text,
          'image_urls', coalesce((select json_agg(${photoUrls('gallery')} order by ${adPhotos.position})
            from ${adPhotos} where ${adPhotos.adId} = ${ads.id}), '[]'::json),
          'photos', coalesce((select json_agg(json_build_object(
              'card', ${photoUrls('card')}, 'gallery', ${photoUrls('gallery')}
            ) order by ${adPhotos.position}) from ${adPhotos} where ${adPhotos.adId} = ${ads.id}), '[]'::json)
        )::text as json
      from ${ads} inner join ${users} on ${users.id} = ${ads.ownerId}
      where ${IN_CATALOGUE}
      ${after === null ? sql`` : sql`and (${ads.createdAt}, ${ads.id}) < (${after.createdAt}::timestamptz, ${after.id})`}
      order by ${ads.createdAt} desc, ${ads.id} desc limit ${limit}`,
  );
  const last = rows.at(-1);
  // The trust rule is the domain's, not SQL's: it is applied to the batch's sellers here.
  const trusted = await selectTrustedSellerIds(
    db,
    rows.map((row) => Number(row.owner_id)),
  );
  return {
    json: rows.map((row) =>
      trusted.has(Number(row.owner_id))
        ? `${row.json.slice(0, -1)},"seller_trusted":true}`
        : row.json,
    ),
    next:
      rows.length < limit || last === undefined
        ? null
        : { createdAt: last.created_at, id: last.id },
  };
}

export function selectFavoriteAdBatch(
  db: Database,
  media: MediaStorage,
  userId: number,
  after: CatalogueKey | null,
  limit: number,
): Promise<{ ads: Ad[]; next: CatalogueKey | null }> {
  const favorite = sql`${ads.id} in (select ${favorites.adId} from ${favorites} where ${favorites.userId} = ${userId})`;
  return selectAdBatch(db, media, and(IN_CATALOGUE, favorite) as SQL, after, limit);
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

type AdFields = Partial<
  Pick<
    AdRow,
    | 'title'
    | 'description'
    | 'originalPrice'
    | 'price'
    | 'rejectReason'
    | 'address'
    | 'phone'
    | 'createdAt'
  >
>;

// A conditional UPDATE: of two racing callers one gets null. The row lock its subquery takes
// gives the replaced status for the live event, in the same statement: on PGlite each
// statement holds the event loop, and approval's announcement waits for all of them.
export async function transitionAd(
  tx: Database,
  id: number,
  action: AdAction,
  set: AdFields = {},
): Promise<AppliedTransition | null> {
  const { from, to } = AD_TRANSITIONS[action];
  const before = tx
    .select({ id: ads.id, status: ads.status })
    .from(ads)
    .where(eq(ads.id, id))
    .for('update')
    .as('before');
  const [updated] = await tx
    .update(ads)
    .set({
      ...set,
      status: action === 'releaseReservation' ? statusAfterRelease(id) : to,
      updatedAt: new Date(),
    })
    .from(before)
    .where(and(eq(ads.id, before.id), inArray(ads.status, [...from])))
    .returning({ ...getTableColumns(ads), oldStatus: before.status });
  if (updated === undefined) return null;
  const { oldStatus, ...row } = updated;
  if (action === 'completeOrder') await closeRequestsOfSoldAd(tx, id);
  // Every status change reaches the bouquet's channel post, whoever made it (issue 29).
  await syncChannelPost(tx, id);
  return { row, oldStatus: oldStatus as AdStatus };
}

// An ad is sold with a pending edit or delete request (spec §6): a released reservation
// returns it to that request, which the moderators still decide.
function statusAfterRelease(id: number): SQL<AdStatus> {
  return sql<AdStatus>`coalesce((
    select case ${adRequests.type} when 'edit' then 'edit_pending' else 'delete_pending' end
    from ${adRequests}
    where ${adRequests.adId} = ${id} and ${adRequests.approved} is null
    order by ${adRequests.createdAt} desc limit 1
  ), 'new')`;
}

// A sold bouquet has nothing left to edit or delete: its open requests close unapproved.
async function closeRequestsOfSoldAd(tx: Database, id: number): Promise<void> {
  await tx
    .update(adRequests)
    .set({ approved: false, decidedAt: new Date() })
    .where(and(eq(adRequests.adId, id), isNull(adRequests.approved)));
}

/** Null when the seller already has an ad made with this creation key (issue 40). */
export async function insertAdWithPhotos(
  tx: Database,
  values: typeof ads.$inferInsert,
  photos: Omit<typeof adPhotos.$inferInsert, 'adId' | 'position'>[],
): Promise<AdRow | null> {
  const [ad] = await tx
    .insert(ads)
    .values(values)
    .onConflictDoNothing({ target: [ads.ownerId, ads.creationKey] })
    .returning();
  if (ad === undefined) return null;
  await tx
    .insert(adPhotos)
    .values(photos.map((photo, position) => ({ adId: ad.id, position, ...photo })));
  return ad;
}

export async function findAdIdByCreationKey(
  db: Database,
  ownerId: number,
  key: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.ownerId, ownerId), eq(ads.creationKey, key)));
  return row?.id ?? null;
}

export function selectOwnAds(db: Database, media: MediaStorage, ownerId: number): Promise<Ad[]> {
  return selectAds(db, media, eq(ads.ownerId, ownerId), 'newest', true);
}

export function selectOwnAdBatch(
  db: Database,
  media: MediaStorage,
  ownerId: number,
  statuses: readonly AdStatus[],
  after: CatalogueKey | null,
  limit: number,
): Promise<{ ads: Ad[]; next: CatalogueKey | null }> {
  const where = and(eq(ads.ownerId, ownerId), inArray(ads.status, [...statuses])) as SQL;
  return selectAdBatch(db, media, where, after, limit, true);
}

export async function countOwnAdsByStatus(
  db: Database,
  ownerId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: ads.status, count: count() })
    .from(ads)
    .where(eq(ads.ownerId, ownerId))
    .groupBy(ads.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

export async function selectAwaitingModerationBatch(
  db: Database,
  media: MediaStorage,
  after: CatalogueKey | null,
  limit: number,
): Promise<{ ads: Ad[]; next: CatalogueKey | null; total: number }> {
  const waiting = eq(ads.status, 'wait_moder');
  const [page, [row]] = await Promise.all([
    selectAdBatch(db, media, waiting, after, limit, false, 'oldest'),
    db.select({ total: count() }).from(ads).where(waiting),
  ]);
  return { ...page, total: row?.total ?? 0 };
}

export function selectAdsAwaitingModeration(db: Database, media: MediaStorage): Promise<Ad[]> {
  return selectAds(db, media, eq(ads.status, 'wait_moder'), 'oldest');
}

export async function rejectReasonOf(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ reason: ads.rejectReason }).from(ads).where(eq(ads.id, id));
  return row?.reason ?? null;
}

export async function countModerationQueues(db: Database): Promise<ModerationQueues> {
  const [row] = await db
    .select({
      editRequests: sql<number>`(select count(*) from ${adRequests} where ${adRequests.type} = 'edit' and ${adRequests.approved} is null)::int`,
      deleteRequests: sql<number>`count(*) filter (where ${ads.status} = 'delete_pending')::int`,
      adModeration: sql<number>`count(*) filter (where ${ads.status} = 'wait_moder')::int`,
    })
    .from(ads)
    .where(inArray(ads.status, ['delete_pending', 'wait_moder']));
  return {
    edit_requests: Number(row?.editRequests ?? 0),
    delete_requests: Number(row?.deleteRequests ?? 0),
    ad_moderation: Number(row?.adModeration ?? 0),
  };
}

export async function countPendingModeration(db: Database): Promise<number> {
  return moderationBadgeCount(await countModerationQueues(db));
}

export interface ExpiredAdRow {
  id: number;
  old_status: AdStatus;
  owner_id: number | string;
  title: string;
}

// SKIP LOCKED lets several nodes sweep at once: each row is expired by exactly one of them.
export function expireAdsCreatedBefore(
  tx: Database,
  cutoff: Date,
  from: readonly string[],
  to: string,
): Promise<ExpiredAdRow[]> {
  const sources = sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  );
  return queryRows<ExpiredAdRow>(
    tx,
    sql`
    with due as (
      select id, status from ads
      where status in (${sources}) and created_at <= ${cutoff.toISOString()}
      for update skip locked
    )
    update ads set status = ${to}, updated_at = now()
    from due where ads.id = due.id
    returning ads.id as id, due.status as old_status, ads.owner_id, ads.title
  `,
  );
}

export async function selectOwnAd(
  db: Database,
  media: MediaStorage,
  id: number,
): Promise<Ad | null> {
  const [ad] = await selectAds(db, media, eq(ads.id, id), 'newest', true);
  return ad ?? null;
}
