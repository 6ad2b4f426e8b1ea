import type { Role } from '@flowers/domain';
import { toCurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { findUser } from '../users/users.repository.ts';

/** Read fresh, so a demoted moderator loses the staff room on the next connection. */
export function createRoleResolver(deps: {
  db: Database;
  superAdminId: number;
}): (userId: number) => Promise<Role | null> {
  return async (userId) => {
    const row = await findUser(deps.db, userId);
    if (row === null || row.deletedAt !== null) return null;
    const user = toCurrentUser(row, deps.superAdminId);
    return user.blacklisted ? null : user.role;
  };
}
