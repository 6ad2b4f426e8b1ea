import { deleteRequestPageSchema } from '@flowers/domain';
import type { DeleteRequest, DeleteRequestPage } from '@flowers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { moderationKeys } from '../../../api/query-keys';
import { PAGING, type CataloguePageParam } from '../../../api/search-ads';

/** Issue 28. */
export async function getDeleteRequests(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DeleteRequestPage> {
  return deleteRequestPageSchema.parse(
    await call('get', '/api/ad_delete_requests/page', {
      query: { cursor: cursor ?? undefined },
      signal,
    }),
  );
}

// A moderator works down rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

export function deleteRequestsQueryOptions() {
  return infiniteQueryOptions<
    DeleteRequestPage,
    Error,
    InfiniteData<DeleteRequestPage, CataloguePageParam>,
    ReturnType<typeof moderationKeys.deleteRequests>,
    CataloguePageParam
  >({
    queryKey: moderationKeys.deleteRequests(),
    queryFn: ({ pageParam, signal }) => getDeleteRequests(pageParam.cursor, signal),
    ...ROW_PAGING,
  });
}

export function useDeleteRequests() {
  return useInfiniteQuery(deleteRequestsQueryOptions());
}

export const deleteRequestsOfPages = (
  pages: readonly DeleteRequestPage[] | undefined,
): DeleteRequest[] => (pages ?? []).flatMap((page) => page.requests);
