import type { ROLES } from './roles';
import type { User } from './wire';

export type RoleFilter = 'all' | (typeof ROLES)[number];

export function filterUsers(users: readonly User[], query: string, role: RoleFilter): User[] {
  const needle = query.trim().toLowerCase().replace(/^@/, '');
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
