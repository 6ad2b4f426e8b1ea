import { parseRole, type Role } from '@flowers/domain';
import type { UserRow } from '../users/users.repository.ts';

export interface CurrentUser {
  id: number;
  username: string | null;
  role: Role;
  blacklisted: boolean;
  isSuperAdmin: boolean;
}

/** SUPER_ADMIN_ID is always an admin and never blacklisted, whatever the row says. */
export function toCurrentUser(row: UserRow, superAdminId: number): CurrentUser {
  const isSuperAdmin = row.id === superAdminId;
  return {
    id: row.id,
    username: row.username,
    role: isSuperAdmin ? 'admin' : (parseRole(row.role) ?? 'user'),
    blacklisted: isSuperAdmin ? false : row.blacklisted,
    isSuperAdmin,
  };
}
