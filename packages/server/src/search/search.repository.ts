import { CATALOGUE_STATUSES, type Ad, type CatalogueSort } from '@flowers/domain';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { ads } from '../db/schema.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { selectAds } from '../ads/ads.repository.ts';

/**
 * How the text matches: `all` without text, `text` by Russian stems (full-text search), `fuzzy`
 * by trigram similarity, for when the stems found nothing (a typo).
 */
export type SearchMatch = 'all' | 'text' | 'fuzzy';

export interface SearchPageRequest {
  text: string;
  match: SearchMatch;
  sort: CatalogueSort;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** The last row of the previous page. */
  after?: { key: string | number; id: number } | undefined;
  limit: number;
}

export interface SearchHit {
  id: number;
  key: string | number;
}

// Word similarity that still counts as a match: «пеоны» against «Пионы» scores 0.33, while
// unrelated words stay under 0.2. pg_trgm's default, 0.6, would miss most typos.
const FUZZY_THRESHOLD = '0.3';
// A title match counts more than one in the description (weights A and B of search_vector).
const FUZZY_TITLE_WEIGHT = 2;

// The same expression as the trigram index of migration 0005, or the index is not used.
const DOCUMENT = sql`(${ads.title} || ' ' || coalesce(${ads.description}, ''))`;

function relevance(request: SearchPageRequest): SQL {
  const text = request.text;
  if (request.match === 'text') {
    return sql`ts_rank(search_vector, websearch_to_tsquery('russian', ${text}))::float8`;
  }
  return sql`(word_similarity(${text}, ${ads.title})::float8 * ${FUZZY_TITLE_WEIGHT}
    + word_similarity(${text}, ${DOCUMENT})::float8)`;
}

/** The sort key, as the cursor carries it, and the order it runs in. */
function ordering(request: SearchPageRequest): { key: SQL; descending: boolean } {
  switch (request.sort) {
    case 'new':
      // Exact text with microseconds: a Date would round them and the next page would repeat.
      return {
        key: sql`to_char(${ads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        descending: true,
      };
    case 'cheap':
      return { key: sql`${ads.price}`, descending: false };
    case 'dear':
      return { key: sql`${ads.price}`, descending: true };
    case 'relevant':
      return { key: relevance(request), descending: true };
  }
}

function sortColumn(request: SearchPageRequest): SQL {
  return request.sort === 'new' ? sql`${ads.createdAt}` : ordering(request).key;
}

function afterCursor(request: SearchPageRequest): SQL | undefined {
  const { after } = request;
  if (after === undefined) return undefined;
  const { descending } = ordering(request);
  const key = request.sort === 'new' ? sql`${after.key}::timestamptz` : sql`${after.key}`;
  // Row comparison: the sort key, then the id, in the same direction, so ties never split.
  return descending
    ? sql`(${sortColumn(request)}, ${ads.id}) < (${key}, ${after.id})`
    : sql`(${sortColumn(request)}, ${ads.id}) > (${key}, ${after.id})`;
}

function conditions(request: SearchPageRequest): SQL {
  const parts: (SQL | undefined)[] = [
    // The public catalogue's rule, the same list as GET /api/ads and the partial indexes.
    inArray(ads.status, [...CATALOGUE_STATUSES]),
    request.match === 'text'
      ? sql`search_vector @@ websearch_to_tsquery('russian', ${request.text})`
      : undefined,
    request.match === 'fuzzy' ? sql`${request.text} <% ${DOCUMENT}` : undefined,
    request.priceMin === undefined ? undefined : sql`${ads.price} >= ${request.priceMin}`,
    request.priceMax === undefined ? undefined : sql`${ads.price} <= ${request.priceMax}`,
    afterCursor(request),
  ];
  return sql.join(
    parts.filter((part) => part !== undefined),
    sql` and `,
  );
}

/** One page of catalogue ids in the requested order, with each row's sort key. */
export async function searchCatalogue(
  db: Database,
  request: SearchPageRequest,
): Promise<SearchHit[]> {
  const { key, descending } = ordering(request);
  const direction = descending ? sql`desc` : sql`asc`;
  const query = sql`
    select ${ads.id} as id, ${key} as key from ${ads}
    where ${conditions(request)}
    order by ${sortColumn(request)} ${direction}, ${ads.id} ${direction}
    limit ${request.limit}`;
  if (request.match !== 'fuzzy') return queryRows<SearchHit>(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${FUZZY_THRESHOLD}, true)`,
    );
    return queryRows<SearchHit>(tx, query);
  });
}

/** The ads behind `ids` still in the catalogue, in that order. */
export async function selectAdsInOrder(
  db: Database,
  media: MediaStorage,
  ids: number[],
): Promise<Ad[]> {
  if (ids.length === 0) return [];
  const found = await selectAds(
    db,
    media,
    and(inArray(ads.id, ids), inArray(ads.status, [...CATALOGUE_STATUSES])),
  );
  const byId = new Map(found.map((ad) => [ad.id, ad]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
