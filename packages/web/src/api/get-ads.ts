import { isInCatalogue } from '@flowers/domain';
import type { Ad } from '@flowers/domain';

/** A list of ads after a live status change: the ad is updated, or gone from the catalogue. */
export function withAdStatus(ads: Ad[], adId: number, status: Ad['status']): Ad[] {
  if (!isInCatalogue(status)) return ads.filter((ad) => ad.id !== adId);
  return ads.map((ad) => (ad.id === adId ? { ...ad, status } : ad));
}
