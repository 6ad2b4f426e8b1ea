import type { AdPage } from '@flowers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { call } from './call';
import { adKeys } from './query-keys';
import { PAGING, type CataloguePageParam } from './search-ads';

export async function getFavoriteAds(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdPage> {
  return call('get', '/api/favorites/{userId}/ads', {
    path: { userId },
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

export function favoriteAdsQueryOptions(userId: string) {
  return infiniteQueryOptions<
    AdPage,
    Error,
    InfiniteData<AdPage, CataloguePageParam>,
    ReturnType<typeof adKeys.favorites>,
    CataloguePageParam
  >({
    queryKey: adKeys.favorites(userId),
    queryFn: ({ pageParam, signal }) => getFavoriteAds(userId, pageParam.cursor, signal),
    ...PAGING,
  });
}

export function useFavoriteAds(userId: string) {
  return useInfiniteQuery(favoriteAdsQueryOptions(userId));
}
