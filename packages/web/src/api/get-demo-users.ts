import type { Role } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';

export interface DemoUser {
  userId: string;
  username: string;
  role: Role;
  label: string;
}

/** Only answers in demo mode (404 otherwise). */
export async function getDemoUsers(): Promise<DemoUser[]> {
  return (await apiRequest('/api/demo/users')) as DemoUser[];
}

export function demoUsersQueryOptions() {
  return queryOptions({
    queryKey: ['demo', 'users'],
    queryFn: getDemoUsers,
    staleTime: Infinity,
  });
}

export function useDemoUsers() {
  return useQuery(demoUsersQueryOptions());
}
