import { adListSchema } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { moderationKeys } from '../../../api/query-keys';

export async function getAdsAwaitingModeration(): Promise<Ad[]> {
  return adListSchema.parse(await apiRequest('/api/moderate/ads'));
}

export function adsAwaitingModerationQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.ads(), queryFn: getAdsAwaitingModeration });
}

export function useAdsAwaitingModeration() {
  return useQuery(adsAwaitingModerationQueryOptions());
}
