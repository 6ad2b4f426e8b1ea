import { isInCatalogue } from '@flowers/domain';
import type { Ad } from '@flowers/domain';

export function withAdStatus(ads: Ad[], adId: number, status: Ad['status']): Ad[] {
  if (!isInCatalogue(status)) return ads.filter((ad) => ad.id !== adId);
  return ads.map((ad) => (ad.id === adId ? { ...ad, status } : ad));
}
