import { CATALOGUE_STATUSES } from '@flowers/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('limits every catalogue search index to exactly the statuses the catalogue shows', async () => {
  // A partial index serves a query only while its WHERE matches the query's status list.
  const rows = await queryRows<{ indexname: string; indexdef: string }>(
    database.db,
    sql`select indexname, indexdef from pg_indexes where indexname like 'ads_catalogue_%'`,
  );
  expect(rows).toHaveLength(4);
  for (const { indexdef } of rows) {
    const listed = [...indexdef.matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...CATALOGUE_STATUSES].sort());
  }
});
