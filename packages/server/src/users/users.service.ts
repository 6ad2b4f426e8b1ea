import {
  SUPER_ADMIN_LOCKED_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  USER_EXISTS_MESSAGE,
  SELF_CHANGE_MESSAGE,
  INVALID_USER_ID_MESSAGE,
  type AddUser,
  type Role,
  type RoleResponse,
  type User,
  type UserPage,
  userSearchNeedle,
} from '@flowers/domain';
import { requireAccess, requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { toCurrentUser } from '../auth/current-user.ts';
import type { TelegramUser } from '../auth/init-data.ts';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { encodeUserPageCursor, userPageKeyOf } from './user-page-cursor.ts';
import {
  countActiveUsers,
  findActiveUser,
  findActiveUsersPage,
  findUser,
  insertOrReviveUser,
  listActiveUsers,
  updateActiveUser,
  upsertTelegramUser,
  type UserRow,
} from './users.repository.ts';

const USER_PAGE_ITEMS = 50;

function toWire(row: UserRow, superAdminId: number): User {
  const effective = toCurrentUser(row, superAdminId);
  return {
    user_id: String(row.id),
    username: row.username,
    role: effective.role,
    blacklist: effective.blacklisted,
    first_name: row.firstName,
    last_name: row.lastName,
    photo_url: row.photoUrl,
    super_admin: effective.isSuperAdmin,
  };
}

export function createUsersService(deps: { db: Database; superAdminId: number }) {
  const { db, superAdminId } = deps;

  function assertChangeable(actor: CurrentUser, targetId: number): void {
    if (targetId === superAdminId) throw new AppError('forbidden', SUPER_ADMIN_LOCKED_MESSAGE);
    // An admin locking themself out would leave nobody to undo it.
    if (targetId === actor.id) throw new AppError('forbidden', SELF_CHANGE_MESSAGE);
  }

  async function update(
    actor: CurrentUser,
    targetId: number,
    set: Partial<Pick<UserRow, 'role' | 'blacklisted' | 'deletedAt'>>,
    action: string,
  ): Promise<UserRow> {
    assertChangeable(actor, targetId);
    if ((await findActiveUser(db, targetId)) === null) {
      throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
    }
    return auditedTransaction(
      db,
      async (tx) => {
        const row = await updateActiveUser(tx, targetId, set);
        if (row === null) throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
        return row;
      },
      () => ({ actorId: actor.id, action, targetType: 'user', targetId, details: { ...set } }),
    );
  }

  return {
    async signIn(telegram: TelegramUser): Promise<CurrentUser> {
      return toCurrentUser(await upsertTelegramUser(db, telegram), superAdminId);
    },

    async roleOf(caller: CurrentUser, userId: number): Promise<RoleResponse> {
      await requireAccess(db, caller, 'user.readRole', userId);
      if (userId === caller.id) return { role: caller.role };
      const row = await findUser(db, userId);
      if (row === null || row.deletedAt !== null)
        throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
      return { role: toCurrentUser(row, superAdminId).role };
    },

    async list(caller: CurrentUser): Promise<User[]> {
      requireRole(caller, 'user.manage');
      const rows = await listActiveUsers(db);
      return rows.map((row) => toWire(row, superAdminId));
    },

    async listPage(
      caller: CurrentUser,
      query: { cursor?: string; q?: string; role: Role | 'all' },
    ): Promise<UserPage> {
      requireRole(caller, 'user.manage');
      const afterId = userPageKeyOf(query.cursor);
      const filter = {
        needle: userSearchNeedle(query.q ?? ''),
        superAdminId,
      };
      const [page, counts] = await Promise.all([
        findActiveUsersPage(db, { ...filter, role: query.role, afterId, limit: USER_PAGE_ITEMS }),
        countActiveUsers(db, filter),
      ]);
      return {
        users: page.rows.map((row) => toWire(row, superAdminId)),
        next_cursor: page.nextId === null ? null : encodeUserPageCursor(page.nextId),
        counts,
      };
    },

    async add(actor: CurrentUser, input: AddUser): Promise<User> {
      requireRole(actor, 'user.manage');
      const id = Number(input.user_id);
      if (!Number.isSafeInteger(id)) throw new AppError('validation', INVALID_USER_ID_MESSAGE);
      if (id === superAdminId) throw new AppError('forbidden', SUPER_ADMIN_LOCKED_MESSAGE);
      const row = await auditedTransaction(
        db,
        async (tx) => {
          const added = await insertOrReviveUser(tx, {
            id,
            username: input.username,
            role: input.role,
          });
          if (added === null) throw new AppError('conflict', USER_EXISTS_MESSAGE);
          return added;
        },
        () => ({
          actorId: actor.id,
          action: 'user.add',
          targetType: 'user',
          targetId: id,
          details: { username: input.username, role: input.role },
        }),
      );
      return toWire(row, superAdminId);
    },

    async changeRole(actor: CurrentUser, targetId: number, role: Role): Promise<User> {
      requireRole(actor, 'user.manage');
      return toWire(await update(actor, targetId, { role }, 'user.role'), superAdminId);
    },

    async setBlacklist(actor: CurrentUser, targetId: number, blacklisted: boolean): Promise<User> {
      requireRole(actor, 'user.manage');
      return toWire(await update(actor, targetId, { blacklisted }, 'user.blacklist'), superAdminId);
    },

    async remove(actor: CurrentUser, targetId: number): Promise<void> {
      requireRole(actor, 'user.manage');
      // Soft delete: their ads, orders and ban stay; signing in again starts a plain account.
      await update(actor, targetId, { deletedAt: new Date() }, 'user.delete');
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
