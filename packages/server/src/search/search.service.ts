import {
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE_DEFAULT,
  effectiveSort,
  type CatalogueSearchPage,
  type CatalogueSearchQuery,
} from '@flowers/domain';
import { assertCan } from '../auth/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor.ts';
import { searchCatalogue, selectAdsInOrder, type SearchPageRequest } from './search.repository.ts';

/** Search, price range, sort and paging over the ads the public catalogue shows. */
export function createSearchService(deps: { db: Database; media: MediaStorage }) {
  const { db, media } = deps;

  /** One row more than the page: it says whether there is a next page. */
  async function page(request: SearchPageRequest) {
    const hits = await searchCatalogue(db, { ...request, limit: request.limit + 1 });
    return { hits: hits.slice(0, request.limit), more: hits.length > request.limit };
  }

  return {
    async search(viewer: CurrentUser, query: CatalogueSearchQuery): Promise<CatalogueSearchPage> {
      assertCan(viewer, 'browse');
      const sort = effectiveSort(query);
      const cursor = query.cursor === undefined ? null : decodeSearchCursor(query.cursor, sort);
      if (query.cursor !== undefined && cursor === null) {
        throw new AppError('validation', SEARCH_MESSAGES.cursor);
      }
      const request: SearchPageRequest = {
        text: query.q,
        match: query.q === '' ? 'all' : cursor?.fuzzy ? 'fuzzy' : 'text',
        sort,
        priceMin: query.priceMin,
        priceMax: query.priceMax,
        after: cursor ?? undefined,
        limit: query.limit ?? SEARCH_PAGE_SIZE_DEFAULT,
      };
      let result = await page(request);
      // No stem matched: most likely a typo, so the search tolerates it from here on.
      if (request.match === 'text' && cursor === null && result.hits.length === 0) {
        request.match = 'fuzzy';
        result = await page(request);
      }
      const last = result.hits.at(-1);
      return {
        ads: await selectAdsInOrder(
          db,
          media,
          result.hits.map((hit) => hit.id),
        ),
        next_cursor:
          result.more && last !== undefined
            ? encodeSearchCursor({
                sort,
                fuzzy: request.match === 'fuzzy',
                key: last.key,
                id: last.id,
              })
            : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
