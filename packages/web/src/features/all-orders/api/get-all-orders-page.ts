import { orderPageSchema } from '@flowers/domain';
import type { Order, OrderPage } from '@flowers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { orderKeys } from '../../../api/query-keys';
import { PAGING, type CataloguePageParam } from '../../../api/search-ads';

/** Issue 28. */
export async function getAllOrdersPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const path = '/api/orders/all/page';
  return orderPageSchema.parse(
    await apiRequest(cursor === null ? path : `${path}?cursor=${encodeURIComponent(cursor)}`, {
      signal,
    }),
  );
}

// Staff work down rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

export function allOrdersPagesQueryOptions() {
  return infiniteQueryOptions<
    OrderPage,
    Error,
    InfiniteData<OrderPage, CataloguePageParam>,
    ReturnType<typeof orderKeys.everyonesPages>,
    CataloguePageParam
  >({
    queryKey: orderKeys.everyonesPages(),
    queryFn: ({ pageParam, signal }) => getAllOrdersPage(pageParam.cursor, signal),
    ...ROW_PAGING,
  });
}

export function useAllOrdersPages() {
  return useInfiniteQuery(allOrdersPagesQueryOptions());
}

export const ordersOfPages = (pages: readonly OrderPage[] | undefined): Order[] =>
  (pages ?? []).flatMap((page) => page.orders);
