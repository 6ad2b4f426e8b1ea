import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';

export interface OperatorDetails {
  name: string;
  inn: string;
  ogrn: string;
  address: string;
  email: string;
  phone: string;
}

export interface PublicConfig {
  demo: boolean;
  supportUrl: string;
  offerPath: string;
  operator: OperatorDetails;
}

export async function getPublicConfig(): Promise<PublicConfig> {
  return (await apiRequest('/api/public-config')) as PublicConfig;
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
