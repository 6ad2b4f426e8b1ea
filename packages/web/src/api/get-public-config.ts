import type { PublicConfig } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { publicConfigKeys } from './query-keys';

export async function getPublicConfig(): Promise<PublicConfig> {
  return call('get', '/api/public-config');
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: getPublicConfig,
    staleTime: Infinity,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
