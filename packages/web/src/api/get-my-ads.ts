import { adListSchema } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';
import { adKeys } from './query-keys';

/** The signed-in seller's own ads, every status included (spec §2 "My ads"). */
export async function getMyAds(): Promise<Ad[]> {
  return adListSchema.parse(await apiRequest('/api/my-ads'));
}

export function myAdsQueryOptions() {
  return queryOptions({ queryKey: adKeys.mine(), queryFn: getMyAds });
}

export function useMyAds() {
  return useQuery(myAdsQueryOptions());
}
