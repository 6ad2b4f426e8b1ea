import type { Role, User } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { USER_PAGES_KEY, type UserPages } from './get-users-page';

export type UserUpdate =
  | { kind: 'role'; userId: string; role: Role }
  | { kind: 'blacklist'; userId: string; blacklist: boolean }
  | { kind: 'delete'; userId: string };

// spec §7: one call per change.
export async function updateUser(update: UserUpdate): Promise<void> {
  const path = { id: update.userId };
  switch (update.kind) {
    case 'role':
      await call('post', '/api/users/{id}/role', { path, body: { role: update.role } });
      return;
    case 'blacklist':
      await call('post', '/api/users/{id}/blacklist', {
        path,
        body: { blacklist: update.blacklist },
      });
      return;
    case 'delete':
      await call('delete', '/api/users/{id}', { path });
  }
}

function appliedToPages(pages: UserPages | undefined, update: UserUpdate): UserPages | undefined {
  if (pages === undefined) return undefined;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, users: applied(page.users, update) })),
  };
}

function applied(users: User[], update: UserUpdate): User[] {
  switch (update.kind) {
    case 'role':
      return users.map((u) => (u.user_id === update.userId ? { ...u, role: update.role } : u));
    case 'blacklist':
      return users.map((u) =>
        u.user_id === update.userId ? { ...u, blacklist: update.blacklist } : u,
      );
    case 'delete':
      return users.filter((u) => u.user_id !== update.userId);
  }
}

/** Shows the change at once and puts the row back if the server refuses it. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const queryKey = USER_PAGES_KEY;
  return useMutation({
    mutationFn: updateUser,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueriesData<UserPages>({ queryKey });
      queryClient.setQueriesData<UserPages>({ queryKey }, (pages) => appliedToPages(pages, update));
      return { before };
    },
    onError: (_error, _update, context) => {
      for (const [key, pages] of context?.before ?? []) queryClient.setQueryData(key, pages);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
