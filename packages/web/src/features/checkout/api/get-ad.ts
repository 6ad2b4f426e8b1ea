import { adSchema } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';

export async function getAd(adId: number): Promise<Ad> {
  return adSchema.parse(await apiRequest(`/api/ads/${adId}`));
}

export function adQueryOptions(adId: number) {
  return queryOptions({ queryKey: ['ads', 'one', adId], queryFn: () => getAd(adId), retry: false });
}

export function useAd(adId: number) {
  return useQuery({ ...adQueryOptions(adId), enabled: Number.isSafeInteger(adId) && adId > 0 });
}
