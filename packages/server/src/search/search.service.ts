import {
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE_DEFAULT,
  effectiveSort,
  type CatalogueSearchPage,
  type CatalogueSearchQuery,
  type CatalogueSort,
  type Ad,
} from '@flowers/domain';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { isUnavailableError } from '../http/unavailable.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { keptSearchPage } from './kept-search.ts';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './search-cursor.ts';
import {
  RARE_MATCHES,
  closestWords,
  countMatches,
  searchCatalogue,
  selectAdsInOrder,
  type MatchTier,
  type SearchHit,
} from './search.repository.ts';

const TIERS: MatchTier[] = ['title', 'description'];

interface PageRequest {
  text: string;
  sort: CatalogueSort;
  priceMin: number | undefined;
  priceMax: number | undefined;
  after: SearchCursor | null;
  limit: number;
}

type TieredHit = SearchHit & { tier: MatchTier | null };

interface Rarity {
  all: boolean;
  title: boolean;
  description: boolean;
}

// A tier under 5 % of the sampled matches is sparse enough to read through the text index.
const SPARSE_SHARE = 20;
const NOT_RARE: Rarity = { all: false, title: false, description: false };

export function createSearchService(deps: {
  db: Database;
  media: MediaStorage;
  /** The node's kept catalogue: first pages while the database is away (issue #42). */
  keptCatalogue?: () => readonly Ad[] | null;
}) {
  const { db, media } = deps;

  async function rarity(text: string): Promise<Rarity & { total: number }> {
    if (text === '') return { ...NOT_RARE, total: Number.POSITIVE_INFINITY };
    const { total, inTitle } = await countMatches(db, text);
    const all = total < RARE_MATCHES;
    const sparse = (count: number) => all || count * SPARSE_SHARE < RARE_MATCHES;
    return { all, title: sparse(inTitle), description: sparse(total - inTitle), total };
  }

  // One row more than the page says whether there is a next one.
  async function readPage(request: PageRequest, rare: Rarity): Promise<TieredHit[]> {
    const { sort, after, limit, ...filters } = request;
    if (sort !== 'relevant') {
      const hits = await searchCatalogue(db, {
        ...filters,
        sort,
        after: after ?? undefined,
        limit: limit + 1,
        rare: rare.all,
      });
      return hits.map((hit) => ({ ...hit, tier: null }));
    }
    const hits: TieredHit[] = [];
    for (const tier of TIERS.slice(TIERS.indexOf(after?.tier ?? 'title'))) {
      const rows = await searchCatalogue(db, {
        ...filters,
        sort: 'new',
        tier,
        after: after?.tier === tier ? after : undefined,
        limit: limit + 1 - hits.length,
        rare: rare[tier],
      });
      hits.push(...rows.map((row) => ({ ...row, tier })));
      if (hits.length > limit) break;
    }
    return hits;
  }

  async function correction(text: string): Promise<string | null> {
    const typed = text.toLowerCase().match(/\p{L}+/gu) ?? [];
    const closest = await closestWords(db, typed);
    return closest.some((word, i) => word !== typed[i]) ? closest.join(' ') : null;
  }

  async function fromDatabase(query: CatalogueSearchQuery): Promise<CatalogueSearchPage> {
    const sort = effectiveSort(query);
    const after = query.cursor === undefined ? null : decodeSearchCursor(query.cursor, sort);
    if (query.cursor !== undefined && after === null) {
      throw new AppError('validation', SEARCH_MESSAGES.cursor);
    }
    const limit = query.limit ?? SEARCH_PAGE_SIZE_DEFAULT;
    let corrected = query.q === '' ? null : (after?.corrected ?? null);
    const request: PageRequest = {
      text: corrected ?? query.q,
      sort,
      priceMin: query.priceMin,
      priceMax: query.priceMax,
      after,
      limit,
    };
    let rare = await rarity(request.text);
    // No stem matched: most likely a typo, so the search runs on the closest words ads use.
    if (rare.total === 0 && after === null) {
      corrected = await correction(query.q);
      if (corrected !== null) {
        request.text = corrected;
        rare = await rarity(corrected);
      }
    }
    const hits = rare.total === 0 ? [] : await readPage(request, rare);
    const shown = hits.slice(0, limit);
    const last = shown.at(-1);
    return {
      ads: await selectAdsInOrder(
        db,
        media,
        shown.map((hit) => hit.id),
      ),
      next_cursor:
        hits.length > limit && last !== undefined
          ? encodeSearchCursor({ sort, corrected, tier: last.tier, key: last.key, id: last.id })
          : null,
      // Shown only when it found something: the dictionary also holds words of hidden ads.
      corrected_q: shown.length > 0 ? corrected : null,
    };
  }

  return {
    async search(viewer: CurrentUser, query: CatalogueSearchQuery): Promise<CatalogueSearchPage> {
      requireRole(viewer, 'catalogue.search');
      try {
        return await fromDatabase(query);
      } catch (error) {
        const kept = query.cursor === undefined ? (deps.keptCatalogue?.() ?? null) : null;
        if (!isUnavailableError(error) || kept === null) throw error;
        return keptSearchPage(kept, {
          text: query.q,
          sort: effectiveSort(query),
          priceMin: query.priceMin,
          priceMax: query.priceMax,
          limit: query.limit ?? SEARCH_PAGE_SIZE_DEFAULT,
        });
      }
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
