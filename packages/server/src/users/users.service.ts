import type { AddUser, Role, User } from '@flowers/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.repository.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { toCurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { UserRow } from './users.repository.ts';

export const SUPER_ADMIN_LOCKED = 'Главного администратора нельзя изменить или удалить';
export const USER_NOT_FOUND = 'Пользователь не найден';
const USER_EXISTS = 'Пользователь с таким user_id уже есть';
const SELF_CHANGE = 'Нельзя изменить собственную учётную запись';

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

/** User management for the admin panel (spec §2 "Admin panel", §6). */
export function createUsersService(deps: { db: Database; superAdminId: number }) {
  const { db, superAdminId } = deps;

  async function findActive(id: number): Promise<UserRow> {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    const row = rows[0];
    if (row === undefined) throw new AppError('not_found', USER_NOT_FOUND);
    return row;
  }

  function assertChangeable(actor: CurrentUser, targetId: number): void {
    if (targetId === superAdminId) throw new AppError('forbidden', SUPER_ADMIN_LOCKED);
    // An admin locking themself out would leave nobody to undo it.
    if (targetId === actor.id) throw new AppError('forbidden', SELF_CHANGE);
  }

  async function update(
    actor: CurrentUser,
    targetId: number,
    set: Partial<Pick<UserRow, 'role' | 'blacklisted' | 'deletedAt'>>,
    action: string,
  ): Promise<UserRow> {
    assertChangeable(actor, targetId);
    await findActive(targetId);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(users.id, targetId), isNull(users.deletedAt)))
        .returning();
      if (row === undefined) throw new AppError('not_found', USER_NOT_FOUND);
      await recordAudit(tx, {
        actorId: actor.id,
        action,
        targetType: 'user',
        targetId,
        details: { ...set },
      });
      return row;
    });
  }

  return {
    async list(): Promise<User[]> {
      const rows = await db
        .select()
        .from(users)
        .where(isNull(users.deletedAt))
        .orderBy(asc(users.id));
      return rows.map((row) => toWire(row, superAdminId));
    },

    async add(actor: CurrentUser, input: AddUser): Promise<User> {
      const id = Number(input.user_id);
      if (!Number.isSafeInteger(id)) throw new AppError('validation', 'Некорректный user_id');
      if (id === superAdminId) throw new AppError('forbidden', SUPER_ADMIN_LOCKED);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ id, username: input.username, role: input.role })
          .onConflictDoUpdate({
            target: users.id,
            // A deleted user may be added back, still banned if they were (only the blacklist
            // toggle lifts a ban); an active one is a conflict (checked below).
            set: { username: input.username, role: input.role, deletedAt: null },
            setWhere: isNotNull(users.deletedAt),
          })
          .returning();
        if (row === undefined) throw new AppError('conflict', USER_EXISTS);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.add',
          targetType: 'user',
          targetId: id,
          details: { username: input.username, role: input.role },
        });
        return toWire(row, superAdminId);
      });
    },

    async changeRole(actor: CurrentUser, targetId: number, role: Role): Promise<User> {
      return toWire(await update(actor, targetId, { role }, 'user.role'), superAdminId);
    },

    async setBlacklist(actor: CurrentUser, targetId: number, blacklisted: boolean): Promise<User> {
      return toWire(await update(actor, targetId, { blacklisted }, 'user.blacklist'), superAdminId);
    },

    async remove(actor: CurrentUser, targetId: number): Promise<void> {
      // Soft delete: their ads, orders and ban stay; signing in again starts a plain account.
      await update(actor, targetId, { deletedAt: new Date() }, 'user.delete');
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
