import { userListSchema } from '@flowers/domain';
import type { User } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { userKeys } from '../../../api/query-keys';

export async function getUsers(): Promise<User[]> {
  return userListSchema.parse(await apiRequest('/api/users'));
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: userKeys.list(), queryFn: getUsers });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
