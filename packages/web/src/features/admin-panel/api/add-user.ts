import type { AddUser } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { USER_PAGES_KEY } from './get-users-page';
import { useInvalidate } from '../../../api/use-invalidate';

export async function addUser(user: AddUser): Promise<void> {
  await apiRequest('/api/users', { method: 'POST', body: user });
}

export function useAddUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: addUser,
    onSettled: () => invalidate(USER_PAGES_KEY),
  });
}
