import type { AddUser } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { USER_PAGES_KEY } from './get-users-page';
import { useInvalidate } from '../../../api/use-invalidate';

export async function addUser(user: AddUser): Promise<void> {
  await call('post', '/api/users', { body: user });
}

export function useAddUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: addUser,
    onSettled: () => invalidate(USER_PAGES_KEY),
  });
}
