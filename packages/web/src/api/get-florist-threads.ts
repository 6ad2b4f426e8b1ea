import type { FloristThread } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { floristKeys } from './query-keys';

/** The other side answers from the bot's chat, which sends the app no event: read again. */
const THREAD_REFRESH_MS = 15_000;

export async function getAdFloristThreads(adId: number): Promise<FloristThread[]> {
  const body = await call('get', '/api/ads/{id}/messages', { path: { id: adId } });
  return body.threads;
}

export function getOrderFloristThread(orderId: number): Promise<FloristThread> {
  return call('get', '/api/orders/{id}/messages', { path: { id: orderId } });
}

export const adFloristThreadsOptions = (adId: number) =>
  queryOptions({
    queryKey: floristKeys.ofAd(adId),
    queryFn: () => getAdFloristThreads(adId),
    refetchInterval: THREAD_REFRESH_MS,
  });

export const orderFloristThreadOptions = (orderId: number) =>
  queryOptions({
    queryKey: floristKeys.ofOrder(orderId),
    queryFn: () => getOrderFloristThread(orderId),
    refetchInterval: THREAD_REFRESH_MS,
    // A refusal (staff outside a dispute) will not change by asking again.
    retry: false,
  });

export function useAdFloristThreads(adId: number) {
  return useQuery(adFloristThreadsOptions(adId));
}

export function useOrderFloristThread(orderId: number) {
  return useQuery(orderFloristThreadOptions(orderId));
}
