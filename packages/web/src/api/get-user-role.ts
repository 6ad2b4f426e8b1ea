import type { Role } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { userKeys } from './query-keys';

export async function getUserRole(userId: string): Promise<Role> {
  const body = await call('get', '/api/users/role/{userId}', { path: { userId } });
  return body.role;
}

export function userRoleQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.role(userId),
    queryFn: () => getUserRole(userId),
  });
}

export function useUserRole(userId: string | null) {
  return useQuery({ ...userRoleQueryOptions(userId ?? ''), enabled: userId !== null });
}
