import type { Role } from '@flowers/domain';
import { and, asc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { TelegramUser } from '../auth/init-data.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

const sameProfile = (row: UserRow, tg: TelegramUser): boolean =>
  row.username === tg.username &&
  row.firstName === tg.firstName &&
  row.lastName === tg.lastName &&
  row.photoUrl === tg.photoUrl &&
  (row.botCanWrite || !tg.allowsWriteToPm) &&
  row.deletedAt === null;

// Most requests find nothing changed and cost one indexed read.
export async function upsertTelegramUser(db: Database, tg: TelegramUser): Promise<UserRow> {
  const existing = await findUser(db, tg.id);
  if (existing !== null && sameProfile(existing, tg)) return existing;
  const profile = {
    username: tg.username,
    firstName: tg.firstName,
    lastName: tg.lastName,
    photoUrl: tg.photoUrl,
    // Only ever switched on here: a user who opens the app without the flag may still have
    // started the bot.
    ...(tg.allowsWriteToPm && { botCanWrite: true }),
  };
  // A user the admin deleted comes back as a fresh account with the plain role; a ban stays,
  // or deleting would be a way to lift it.
  const revive = existing?.deletedAt != null ? { role: 'user', deletedAt: null } : {};
  const rows = await db
    .insert(users)
    .values({ id: tg.id, ...profile })
    .onConflictDoUpdate({
      target: users.id,
      set: { ...profile, ...revive, updatedAt: new Date() },
    })
    .returning();
  const row = rows[0];
  if (row === undefined) throw new Error(`user ${tg.id} was not stored`);
  return row;
}

export async function setNotificationFlags(
  db: Database,
  id: number,
  set: Partial<Pick<UserRow, 'notificationsEnabled' | 'botCanWrite'>>,
): Promise<UserRow | null> {
  const rows = await db.update(users).set(set).where(eq(users.id, id)).returning();
  return rows[0] ?? null;
}

export async function findActiveUser(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export function listActiveUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(isNull(users.deletedAt)).orderBy(asc(users.id));
}

export interface UserListFilter {
  needle: string;
  superAdminId: number;
}

// spec §2: the search matches a part of the username or of the user_id.
function matching({ needle }: UserListFilter): SQL | undefined {
  if (needle === '') return undefined;
  return sql`(strpos(${users.id}::text, ${needle}) > 0 or strpos(lower(coalesce(${users.username}, '')), ${needle}) > 0)`;
}

// As toCurrentUser: the super admin is an admin whatever is stored; an unknown role reads as user.
function effectiveRole({ superAdminId }: UserListFilter): SQL<string> {
  return sql<string>`case when ${users.id} = ${superAdminId} then 'admin' when lower(trim(${users.role})) in ('admin', 'moderator') then lower(trim(${users.role})) else 'user' end`;
}

export async function findActiveUsersPage(
  db: Database,
  filter: UserListFilter & { role: Role | 'all'; afterId: number | null; limit: number },
): Promise<{ rows: UserRow[]; nextId: number | null }> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        matching(filter),
        filter.role === 'all' ? undefined : sql`${effectiveRole(filter)} = ${filter.role}`,
        filter.afterId === null ? undefined : gt(users.id, filter.afterId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(filter.limit);
  const last = rows.at(-1);
  return { rows, nextId: rows.length < filter.limit || last === undefined ? null : last.id };
}

export async function countActiveUsers(
  db: Database,
  filter: UserListFilter,
): Promise<Record<Role | 'all', number>> {
  const role = effectiveRole(filter);
  const rows = await db
    .select({
      all: sql<number>`count(*)::int`,
      admin: sql<number>`(count(*) filter (where ${role} = 'admin'))::int`,
      moderator: sql<number>`(count(*) filter (where ${role} = 'moderator'))::int`,
      user: sql<number>`(count(*) filter (where ${role} = 'user'))::int`,
    })
    .from(users)
    .where(and(isNull(users.deletedAt), matching(filter)));
  return rows[0] ?? { all: 0, admin: 0, moderator: 0, user: 0 };
}

export async function updateActiveUser(
  db: Database,
  id: number,
  set: Partial<Pick<UserRow, 'role' | 'blacklisted' | 'deletedAt'>>,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return rows[0] ?? null;
}

export async function insertOrReviveUser(
  db: Database,
  values: { id: number; username: string | null; role: string },
): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.id,
      // Still banned if they were: only the blacklist toggle lifts a ban.
      set: { username: values.username, role: values.role, deletedAt: null },
      setWhere: isNotNull(users.deletedAt),
    })
    .returning();
  return rows[0] ?? null;
}

/** telegram-bot.md "Limits": whoever starts the bot may be written to. */
export async function recordBotStart(
  db: Database,
  user: { id: number; username: string | null; firstName: string | null; lastName: string | null },
): Promise<void> {
  await db
    .insert(users)
    .values({ ...user, botCanWrite: true })
    .onConflictDoUpdate({ target: users.id, set: { botCanWrite: true } });
}
