import type { ROLES } from './roles';
import type { User } from './wire';

export type RoleFilter = 'all' | (typeof ROLES)[number];

/** spec §2: a username, with or without @, or a part of a user_id; case does not matter. */
export const userSearchNeedle = (query: string) => query.trim().toLowerCase().replace(/^@/, '');

export function filterUsers(users: readonly User[], query: string, role: RoleFilter): User[] {
  const needle = userSearchNeedle(query);
  return users.filter(
    (user) =>
      (role === 'all' || user.role === role) &&
      (needle === '' ||
        user.user_id.includes(needle) ||
        (user.username ?? '').toLowerCase().includes(needle)),
  );
}

// spec §5; the server refuses it too.
export function isUserRowLocked(user: User, currentUserId: string): boolean {
  return user.super_admin === true || user.user_id === currentUserId;
}
