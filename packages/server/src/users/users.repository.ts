import { eq } from 'drizzle-orm';
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
  row.deletedAt === null;

/**
 * Creates the user on first sight and keeps the profile in step with Telegram. Most requests
 * find nothing changed and cost one indexed read.
 */
export async function upsertTelegramUser(db: Database, tg: TelegramUser): Promise<UserRow> {
  const existing = await findUser(db, tg.id);
  if (existing !== null && sameProfile(existing, tg)) return existing;
  const profile = {
    username: tg.username,
    firstName: tg.firstName,
    lastName: tg.lastName,
    photoUrl: tg.photoUrl,
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
