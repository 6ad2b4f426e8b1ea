import { CATALOGUE_STATUSES, type Ad, type CatalogueSort } from '@flowers/domain';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { ads } from '../db/schema.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { selectAds } from '../ads/ads.repository.ts';

export type MatchTier = 'title' | 'description';

export interface SearchPageRequest {
  text: string;
  sort: Exclude<CatalogueSort, 'relevant'>;
  tier?: MatchTier | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  after?: { key: string | number; id: number } | undefined;
  limit: number;
  /** Walking a sort index would then read nearly every ad; the text index finds the few first. */
  rare?: boolean;
}

export interface SearchHit {
  id: number;
  key: string | number;
}

const QUERY = (text: string) => sql`websearch_to_tsquery('russian', ${text})`;
// Weight A is the title (migration 0005).
const IN_TITLE = (text: string) => sql`ts_filter(search_vector, '{a}') @@ ${QUERY(text)}`;

function tierCondition(request: SearchPageRequest): SQL | undefined {
  if (request.tier === undefined) return undefined;
  return request.tier === 'title' ? IN_TITLE(request.text) : sql`not (${IN_TITLE(request.text)})`;
}

function afterCursor(request: SearchPageRequest): SQL | undefined {
  const { after } = request;
  if (after === undefined) return undefined;
  // The sort key, then the id, so ties never split.
  switch (request.sort) {
    case 'new':
      return sql`(${ads.createdAt}, ${ads.id}) < (${after.key}::timestamptz, ${after.id})`;
    case 'cheap':
      return sql`(${ads.price}, ${ads.id}) > (${after.key}, ${after.id})`;
    case 'dear':
      return sql`(${ads.price}, ${ads.id}) < (${after.key}, ${after.id})`;
  }
}

/** Asking both title and text would make the planner multiply their shares and sort every match. */
function textCondition(request: SearchPageRequest): SQL | undefined {
  if (request.text === '') return undefined;
  if (request.tier === 'title' && !request.text.includes('-')) return undefined;
  return sql`search_vector @@ ${QUERY(request.text)}`;
}

function conditions(request: SearchPageRequest): SQL {
  const parts: (SQL | undefined)[] = [
    // The same list as GET /api/ads and the partial indexes.
    inArray(ads.status, [...CATALOGUE_STATUSES]),
    textCondition(request),
    tierCondition(request),
    request.priceMin === undefined ? undefined : sql`${ads.price} >= ${request.priceMin}`,
    request.priceMax === undefined ? undefined : sql`${ads.price} <= ${request.priceMax}`,
    afterCursor(request),
  ];
  return sql.join(
    parts.filter((part) => part !== undefined),
    sql` and `,
  );
}

const ORDER: Record<SearchPageRequest['sort'], { key: SQL; order: SQL }> = {
  // A Date would round the microseconds and the next page would repeat rows.
  new: {
    key: sql`to_char(${ads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    order: sql`${ads.createdAt} desc, ${ads.id} desc`,
  },
  cheap: { key: sql`${ads.price}`, order: sql`${ads.price} asc, ${ads.id} asc` },
  dear: { key: sql`${ads.price}`, order: sql`${ads.price} desc, ${ads.id} desc` },
};

export function searchCatalogue(db: Database, request: SearchPageRequest): Promise<SearchHit[]> {
  const { key, order } = ORDER[request.sort];
  if (request.rare !== true) {
    return queryRows<SearchHit>(
      db,
      sql`select ${ads.id} as id, ${key} as key from ${ads}
        where ${conditions(request)} order by ${order} limit ${request.limit}`,
    );
  }
  // MATERIALIZED keeps the planner from walking a sort index.
  return queryRows<SearchHit>(
    db,
    sql`with ${ads} as materialized (
        select ${ads.id}, ${ads.createdAt}, ${ads.price} from ${ads} where ${conditions(request)}
      )
      select ${ads.id} as id, ${key} as key from ${ads} order by ${order} limit ${request.limit}`,
  );
}

export const RARE_MATCHES = 500;

/** With no order to keep, the planner takes the text index for a rare text. */
export async function countMatches(
  db: Database,
  text: string,
): Promise<{ total: number; inTitle: number }> {
  const [row] = await queryRows<{ total: number; in_title: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where in_title)::int as in_title
      from (
        select ${IN_TITLE(text)} as in_title from ${ads}
        where ${conditions({ text, sort: 'new', limit: 0 })} limit ${RARE_MATCHES}
      ) as matches`,
  );
  return { total: row?.total ?? 0, inTitle: row?.in_title ?? 0 };
}

/** pg_trgm's similarity threshold, 0.3: «пеоны» → «пионы». */
export async function closestWords(db: Database, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const typed = sql.join(
    words.map((word, position) => sql`(lower(${word}), ${position}::int)`),
    sql`, `,
  );
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select coalesce((
        select known.word from catalogue_words known where known.word % typed.word
        order by similarity(known.word, typed.word) desc, known.word limit 1
      ), typed.word) as word
      from (values ${typed}) as typed(word, position) order by typed.position`,
  );
  return rows.map((row) => row.word);
}

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
