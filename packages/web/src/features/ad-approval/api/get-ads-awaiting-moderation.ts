import { moderationAdPageSchema } from '@flowers/domain';
import type { ModerationAdPage } from '@flowers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { moderationKeys } from '../../../api/query-keys';
import { PAGING, type CataloguePageParam } from '../../../api/search-ads';

/** One page of the new ads awaiting moderation, oldest first, with how many wait. */
export async function getAdsAwaitingModeration(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ModerationAdPage> {
  return moderationAdPageSchema.parse(
    await call('get', '/api/moderate/ads/page', { query: { cursor: cursor ?? undefined }, signal }),
  );
}

// A moderator works down a list of rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

export function adsAwaitingModerationQueryOptions() {
  return infiniteQueryOptions<
    ModerationAdPage,
    Error,
    InfiniteData<ModerationAdPage, CataloguePageParam>,
    ReturnType<typeof moderationKeys.ads>,
    CataloguePageParam
  >({
    queryKey: moderationKeys.ads(),
    queryFn: ({ pageParam, signal }) => getAdsAwaitingModeration(pageParam.cursor, signal),
    ...ROW_PAGING,
  });
}

export function useAdsAwaitingModeration() {
  return useInfiniteQuery(adsAwaitingModerationQueryOptions());
}
