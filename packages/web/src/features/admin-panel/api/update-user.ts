import type { Role } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { usersQueryOptions } from './get-users';

export type UserUpdate =
  | { kind: 'role'; userId: string; role: Role }
  | { kind: 'blacklist'; userId: string; blacklist: boolean }
  | { kind: 'delete'; userId: string };

// spec §7: one call per change.
export async function updateUser(update: UserUpdate): Promise<void> {
  const path = `/api/users/${update.userId}`;
  switch (update.kind) {
    case 'role':
      await apiRequest(`${path}/role`, { method: 'POST', body: { role: update.role } });
      return;
    case 'blacklist':
      await apiRequest(`${path}/blacklist`, {
        method: 'POST',
        body: { blacklist: update.blacklist },
      });
      return;
    case 'delete':
      await apiRequest(path, { method: 'DELETE' });
  }
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
