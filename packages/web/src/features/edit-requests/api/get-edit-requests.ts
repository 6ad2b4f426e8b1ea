import { editRequestPageSchema, pendingEditRequests } from '@flowers/domain';
import type { EditRequest, EditRequestPage } from '@flowers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { moderationKeys } from '../../../api/query-keys';
import { PAGING, type CataloguePageParam } from '../../../api/search-ads';

/** Issue 28. */
export async function getEditRequests(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<EditRequestPage> {
  return editRequestPageSchema.parse(
    await call('get', '/api/ad_edits/page', { query: { cursor: cursor ?? undefined }, signal }),
  );
}

// A moderator works down rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

export function editRequestsQueryOptions() {
  return infiniteQueryOptions<
    EditRequestPage,
    Error,
    InfiniteData<EditRequestPage, CataloguePageParam>,
    ReturnType<typeof moderationKeys.editRequests>,
    CataloguePageParam
  >({
    queryKey: moderationKeys.editRequests(),
    queryFn: ({ pageParam, signal }) => getEditRequests(pageParam.cursor, signal),
    ...ROW_PAGING,
  });
}

export function useEditRequests() {
  return useInfiniteQuery(editRequestsQueryOptions());
}

export const editRequestsOfPages = (pages: readonly EditRequestPage[] | undefined): EditRequest[] =>
  pendingEditRequests((pages ?? []).flatMap((page) => page.requests));
