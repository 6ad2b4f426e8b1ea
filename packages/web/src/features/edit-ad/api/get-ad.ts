import { adSchema } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';

export async function getAd(adId: number): Promise<Ad> {
  return adSchema.parse(await apiRequest(`/api/ads/${adId}`));
}

export function adQueryOptions(adId: number) {
  return queryOptions({ queryKey: ['ads', 'detail', adId], queryFn: () => getAd(adId) });
}

export function useAd(adId: number) {
  return useQuery(adQueryOptions(adId));
}
