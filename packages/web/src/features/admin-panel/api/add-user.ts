import type { AddUser } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { usersQueryOptions } from './get-users';

export async function addUser(user: AddUser): Promise<void> {
  await apiRequest('/api/users', { method: 'POST', body: user });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
