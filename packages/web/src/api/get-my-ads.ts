import { myAdPageSchema } from '@flowers/domain';
import type { MyAdGroup, MyAdPage } from '@flowers/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { call } from './call';
import { adKeys } from './query-keys';
import { PAGING, type CataloguePageParam } from './search-ads';

export const MY_ADS_KEY = adKeys.mine();

/** spec §2 "My ads". */
export async function getMyAdPage(
  group: MyAdGroup,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MyAdPage> {
  return myAdPageSchema.parse(
    await call('get', '/api/my-ads/page', {
      query: { group, cursor: cursor ?? undefined },
      signal,
    }),
  );
}

// A seller scrolls through rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

export function myAdPagesQueryOptions(group: MyAdGroup) {
  return infiniteQueryOptions<
    MyAdPage,
    Error,
    InfiniteData<MyAdPage, CataloguePageParam>,
    readonly unknown[],
    CataloguePageParam
  >({
    queryKey: [...MY_ADS_KEY, 'pages', group],
    queryFn: ({ pageParam, signal }) => getMyAdPage(group, pageParam.cursor, signal),
    ...ROW_PAGING,
  });
}

/** The last tab's rows stay on screen until the new tab's first page comes. */
export function useMyAdPages(group: MyAdGroup) {
  return useInfiniteQuery({ ...myAdPagesQueryOptions(group), placeholderData: keepPreviousData });
}
