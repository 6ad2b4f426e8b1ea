import { isInCatalogue } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApiRequest } from './http';
import { adKeys } from './query-keys';

/** The catalogue: live ads plus reserved ones (spec §2). */
export async function getAds(): Promise<Ad[]> {
  return typedApiRequest<Ad[]>('/api/ads');
}

export function adsQueryOptions() {
  return queryOptions({ queryKey: adKeys.catalogue(), queryFn: getAds });
}

export function useAds() {
  return useQuery(adsQueryOptions());
}

/** The cached list after a live status change: the ad is updated, or gone from the catalogue. */
export function withAdStatus(ads: Ad[], adId: number, status: Ad['status']): Ad[] {
  if (!isInCatalogue(status)) return ads.filter((ad) => ad.id !== adId);
  return ads.map((ad) => (ad.id === adId ? { ...ad, status } : ad));
}
