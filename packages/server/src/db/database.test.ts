import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';
import { users } from './schema.ts';
import { openTestDatabase } from '../test/test-database.ts';

describe('database', () => {
  it('applies the migrations so every table of the design exists', async () => {
    const handle = await openTestDatabase();
    try {
      const tables = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: { table_name: string }[] };
      const names = tables.rows.map((row) => row.table_name).sort();
      // The schema module is the design: every table it declares must exist after migrating.
      const declared = Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table));
      expect(declared.length).toBeGreaterThan(10);
      expect(names).toEqual(expect.arrayContaining(declared));
    } finally {
      await handle.close();
    }
  });

  it('keeps Telegram ids above 32 bits exactly', async () => {
    const handle = await openTestDatabase();
    try {
      const bigId = 7_123_456_789;
      await handle.db.insert(users).values({ id: bigId, username: 'big' });
      const rows = await handle.db.select().from(users);
      expect(rows[0]?.id).toBe(bigId);
    } finally {
      await handle.close();
    }
  });
});
