import type { DemoUser } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { demoKeys } from './query-keys';

export async function getDemoUsers(): Promise<DemoUser[]> {
  return call('get', '/api/demo/users');
}

export function demoUsersQueryOptions() {
  return queryOptions({
    queryKey: demoKeys.users(),
    queryFn: getDemoUsers,
    staleTime: Infinity,
  });
}

export function useDemoUsers(enabled = true) {
  return useQuery({ ...demoUsersQueryOptions(), enabled });
}
