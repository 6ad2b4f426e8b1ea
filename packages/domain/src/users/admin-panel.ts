import type { ROLES } from './roles';
import type { User } from './wire';

export type RoleFilter = 'all' | (typeof ROLES)[number];

/** spec §2 "Admin panel": the search matches username or user_id; the filter the role. */
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

// spec §5: the super admin's row cannot change; nor can one's own (the server refuses it).
export function isUserRowLocked(user: User, currentUserId: string): boolean {
  return user.super_admin === true || user.user_id === currentUserId;
}
