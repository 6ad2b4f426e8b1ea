import { userPageSchema } from '@flowers/domain';
import type { RoleFilter, User, UserPage } from '@flowers/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { userKeys } from '../../../api/query-keys';
import { PAGING, type CataloguePageParam } from '../../../api/search-ads';

export type UserPages = InfiniteData<UserPage, CataloguePageParam>;

/** One page of the users the search and the role tab keep (issue 28: a long list pages). */
export async function getUsersPage(
  search: { query: string; role: RoleFilter },
  cursor: string | null,
  signal?: AbortSignal,
): Promise<UserPage> {
  return userPageSchema.parse(
    await call('get', '/api/users/page', {
      query: { role: search.role, q: search.query.trim(), cursor: cursor ?? undefined },
      signal,
    }),
  );
}

// An admin works down a list of rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

/** Every search's pages at once, for the changes that patch or refresh them. */
export const USER_PAGES_KEY = userKeys.pages();

export function usersPageQueryOptions(query: string, role: RoleFilter) {
  return infiniteQueryOptions<
    UserPage,
    Error,
    UserPages,
    ReturnType<typeof userKeys.search>,
    CataloguePageParam
  >({
    queryKey: userKeys.search(query.trim(), role),
    queryFn: ({ pageParam, signal }) => getUsersPage({ query, role }, pageParam.cursor, signal),
    // Typing or a tab keeps the rows and counts on screen until the new ones come.
    placeholderData: keepPreviousData,
    ...ROW_PAGING,
  });
}

export function useUsersPages(query: string, role: RoleFilter) {
  return useInfiniteQuery(usersPageQueryOptions(query, role));
}

export const usersOfPages = (pages: readonly UserPage[] | undefined): User[] =>
  (pages ?? []).flatMap((page) => page.users);
