import { adSchema } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { adKeys } from './query-keys';

export async function getAd(adId: number): Promise<Ad> {
  return adSchema.parse(await call('get', '/api/ads/{id}', { path: { id: adId } }));
}

export function adQueryOptions(adId: number) {
  return queryOptions({ queryKey: adKeys.detail(adId), queryFn: () => getAd(adId) });
}

/** A route's id that is not a positive whole number names no ad, so nothing is asked. */
export function useAd(adId: number) {
  return useQuery({ ...adQueryOptions(adId), enabled: Number.isSafeInteger(adId) && adId > 0 });
}
