import { parseRole, type Role } from '@flowers/domain';

export interface CurrentUser {
  id: number;
  username: string | null;
  role: Role;
  blacklisted: boolean;
  isSuperAdmin: boolean;
}

export interface StoredIdentity {
  id: number;
  username: string | null;
  role: string;
  blacklisted: boolean;
}

export function toCurrentUser(row: StoredIdentity, superAdminId: number): CurrentUser {
  const isSuperAdmin = row.id === superAdminId;
  return {
    id: row.id,
    username: row.username,
    role: isSuperAdmin ? 'admin' : (parseRole(row.role) ?? 'user'),
    blacklisted: isSuperAdmin ? false : row.blacklisted,
    isSuperAdmin,
  };
}
