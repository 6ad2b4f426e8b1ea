import { orderPageSchema } from '@flowers/domain';
import type { AllOrdersTab, Order, OrderPage } from '@flowers/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from '../../../api/query-keys';
import { PAGING, type CataloguePageParam } from '../../../api/search-ads';

/** One page of a tab's orders (deleted ones never), newest first (issue 28: a long list pages). */
export async function getAllOrdersPage(
  tab: AllOrdersTab | 'all',
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return orderPageSchema.parse(
    await call('get', '/api/orders/all/page', {
      query: { tab, cursor: cursor ?? undefined },
      signal,
    }),
  );
}

// Staff work down rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

export function allOrdersPagesQueryOptions(tab: AllOrdersTab | 'all') {
  return infiniteQueryOptions<
    OrderPage,
    Error,
    InfiniteData<OrderPage, CataloguePageParam>,
    ReturnType<typeof orderKeys.everyonesTab>,
    CataloguePageParam
  >({
    queryKey: orderKeys.everyonesTab(tab),
    queryFn: ({ pageParam, signal }) => getAllOrdersPage(tab, pageParam.cursor, signal),
    // Another tab keeps the counts on screen until its first page comes.
    placeholderData: keepPreviousData,
    ...ROW_PAGING,
  });
}

export function useAllOrdersPages(tab: AllOrdersTab | 'all') {
  return useInfiniteQuery(allOrdersPagesQueryOptions(tab));
}

export const ordersOfPages = (pages: readonly OrderPage[] | undefined): Order[] =>
  (pages ?? []).flatMap((page) => page.orders);
