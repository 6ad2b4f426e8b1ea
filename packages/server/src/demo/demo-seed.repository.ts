import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ads, users } from '../db/schema.ts';

export type NewDemoUser = Pick<
  typeof users.$inferInsert,
  'id' | 'username' | 'firstName' | 'lastName' | 'role' | 'botCanWrite'
>;

export async function insertMissingUsers(db: Database, rows: NewDemoUser[]): Promise<void> {
  await db.insert(users).values(rows).onConflictDoNothing();
}

export async function lockForSeeding(tx: Database, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

export async function countAds(tx: Database): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(ads);
  return row?.total ?? 0;
}
