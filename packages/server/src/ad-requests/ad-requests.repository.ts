import type { Ad, DeleteRequest, EditRequest } from '@flowers/domain';
import { and, asc, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { adRequests, ads, users } from '../db/schema.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { selectAds, type CatalogueKey } from '../ads/ads.repository.ts';

export type AdRequestRow = typeof adRequests.$inferSelect;

/** spec §3. */
export async function selectLatestEditRequests(
  db: Database,
  media: MediaStorage,
): Promise<EditRequest[]> {
  const latestIds = db
    .selectDistinctOn([adRequests.adId], { id: adRequests.id })
    .from(adRequests)
    .where(eq(adRequests.type, 'edit'))
    .orderBy(adRequests.adId, desc(adRequests.createdAt), desc(adRequests.id));
  const rows = await db
    .select({ request: adRequests, username: users.username })
    .from(adRequests)
    .innerJoin(users, eq(users.id, adRequests.userId))
    .where(inArray(adRequests.id, latestIds))
    .orderBy(desc(adRequests.createdAt), desc(adRequests.id));
  return editRequestsJson(db, media, rows);
}

// A Date would round the microseconds and the next page would repeat a request.
const KEY_TEXT = sql<string>`to_char(${adRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function pageAfter(after: CatalogueKey | null, direction: 'newest' | 'oldest'): SQL | undefined {
  if (after === null) return undefined;
  const beyond = direction === 'newest' ? sql`<` : sql`>`;
  return sql`(${adRequests.createdAt}, ${adRequests.id}) ${beyond} (${after.createdAt}::timestamptz, ${after.id})`;
}

function nextKey(
  rows: { key: string; request: AdRequestRow }[],
  limit: number,
): CatalogueKey | null {
  const last = rows.at(-1);
  return rows.length < limit || last === undefined
    ? null
    : { createdAt: last.key, id: last.request.id };
}

export async function selectPendingEditRequestBatch(
  db: Database,
  media: MediaStorage,
  after: CatalogueKey | null,
  limit: number,
): Promise<{ requests: EditRequest[]; next: CatalogueKey | null }> {
  const newer = alias(adRequests, 'newer');
  const isLatest = notExists(
    db
      .select({ id: newer.id })
      .from(newer)
      .where(
        and(
          eq(newer.adId, adRequests.adId),
          eq(newer.type, 'edit'),
          sql`(${newer.createdAt}, ${newer.id}) > (${adRequests.createdAt}, ${adRequests.id})`,
        ),
      ),
  );
  const rows = await db
    .select({ request: adRequests, username: users.username, key: KEY_TEXT })
    .from(adRequests)
    .innerJoin(users, eq(users.id, adRequests.userId))
    .where(
      and(
        eq(adRequests.type, 'edit'),
        isNull(adRequests.approved),
        isLatest,
        pageAfter(after, 'newest'),
      ),
    )
    .orderBy(desc(adRequests.createdAt), desc(adRequests.id))
    .limit(limit);
  return { requests: await editRequestsJson(db, media, rows), next: nextKey(rows, limit) };
}

async function editRequestsJson(
  db: Database,
  media: MediaStorage,
  rows: { request: AdRequestRow; username: string | null }[],
): Promise<EditRequest[]> {
  const adsById = await adsByIds(
    db,
    media,
    rows.map((row) => row.request.adId),
  );
  return rows.map(({ request, username }) => {
    const ad = adsById.get(request.adId);
    return {
      id: request.id,
      ad_id: request.adId,
      type: 'edit',
      new_title: request.newTitle,
      new_price: request.newOriginalPrice,
      new_description: request.newDescription,
      approved: request.approved,
      username,
      user_id: String(request.userId),
      ...(ad && {
        title: ad.title,
        price: ad.price,
        original_price: ad.original_price,
        description: ad.description,
        image_urls: ad.image_urls,
      }),
    };
  });
}

const PENDING_DELETE = and(
  eq(adRequests.type, 'delete'),
  isNull(adRequests.approved),
  eq(ads.status, 'delete_pending'),
);

/** spec §2 "Delete requests". */
export async function selectPendingDeleteRequests(
  db: Database,
  media: MediaStorage,
): Promise<DeleteRequest[]> {
  const rows = await db
    .select({ request: adRequests, username: users.username })
    .from(adRequests)
    .innerJoin(users, eq(users.id, adRequests.userId))
    .innerJoin(ads, eq(ads.id, adRequests.adId))
    .where(PENDING_DELETE)
    .orderBy(asc(adRequests.createdAt));
  return deleteRequestsJson(db, media, rows);
}

export async function selectPendingDeleteRequestBatch(
  db: Database,
  media: MediaStorage,
  after: CatalogueKey | null,
  limit: number,
): Promise<{ requests: DeleteRequest[]; next: CatalogueKey | null }> {
  const rows = await db
    .select({ request: adRequests, username: users.username, key: KEY_TEXT })
    .from(adRequests)
    .innerJoin(users, eq(users.id, adRequests.userId))
    .innerJoin(ads, eq(ads.id, adRequests.adId))
    .where(and(PENDING_DELETE, pageAfter(after, 'oldest')))
    .orderBy(asc(adRequests.createdAt), asc(adRequests.id))
    .limit(limit);
  return { requests: await deleteRequestsJson(db, media, rows), next: nextKey(rows, limit) };
}

async function deleteRequestsJson(
  db: Database,
  media: MediaStorage,
  rows: { request: AdRequestRow; username: string | null }[],
): Promise<DeleteRequest[]> {
  const adsById = await adsByIds(
    db,
    media,
    rows.map((row) => row.request.adId),
  );
  return rows.flatMap(({ request, username }) => {
    const ad = adsById.get(request.adId);
    if (ad === undefined) return [];
    return [
      {
        id: request.id,
        ad_id: request.adId,
        username,
        user_id: String(request.userId),
        title: ad.title,
        price: ad.price,
        image_urls: ad.image_urls,
      },
    ];
  });
}

async function adsByIds(db: Database, media: MediaStorage, ids: number[]) {
  if (ids.length === 0) return new Map<number, Ad>();
  const list = await selectAds(db, media, inArray(ads.id, ids));
  return new Map(list.map((ad) => [ad.id, ad]));
}

export async function lockPendingRequest(
  tx: Database,
  id: number,
): Promise<AdRequestRow | null | 'decided'> {
  const [row] = await tx.select().from(adRequests).where(eq(adRequests.id, id)).for('update');
  if (row === undefined) return null;
  return row.approved === null ? row : 'decided';
}

export async function findPendingDeleteRequestId(
  tx: Database,
  adId: number,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: adRequests.id })
    .from(adRequests)
    .where(
      and(eq(adRequests.adId, adId), eq(adRequests.type, 'delete'), isNull(adRequests.approved)),
    )
    .orderBy(desc(adRequests.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function decideRequest(
  tx: Database,
  id: number,
  approved: boolean,
  deciderId: number,
): Promise<void> {
  await tx
    .update(adRequests)
    .set({ approved, decidedBy: deciderId, decidedAt: sql`now()` })
    .where(and(eq(adRequests.id, id), isNull(adRequests.approved)));
}

export async function insertAdRequest(
  tx: Database,
  values: Omit<typeof adRequests.$inferInsert, 'id'>,
): Promise<number> {
  const [request] = await tx.insert(adRequests).values(values).returning({ id: adRequests.id });
  if (request === undefined) throw new Error('ad request not stored');
  return request.id;
}
