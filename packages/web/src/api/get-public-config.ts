import { publicConfigSchema } from '@flowers/domain';
import type { PublicConfig } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';

export async function getPublicConfig(): Promise<PublicConfig> {
  return publicConfigSchema.parse(await apiRequest('/api/public-config'));
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Infinity,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
