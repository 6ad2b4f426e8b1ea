import type { AdPage } from '@flowers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { typedApiRequest } from './http';
import { adKeys } from './query-keys';
import { PAGING, type CataloguePageParam } from './search-ads';

export async function getFavoriteAds(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdPage> {
  const path = `/api/favorites/${encodeURIComponent(userId)}/ads`;
  return typedApiRequest<AdPage>(
    cursor === null ? path : `${path}?cursor=${encodeURIComponent(cursor)}`,
    { signal },
  );
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
