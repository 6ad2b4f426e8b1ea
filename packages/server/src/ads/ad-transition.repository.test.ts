import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { eventually } from '../test/bot-harness.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { findAdRow, transitionAd } from './ads.repository.ts';

let handle: DatabaseHandle;
const SELLER = 7_297_000_001;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedUser(handle.db, SELLER);
});
afterAll(() => handle.close());

describe('transitionAd', () => {
  it('changes the ad and reports the status it replaced', async () => {
    const id = await seedAd(handle.db, { ownerId: SELLER, status: 'wait_moder' });
    const applied = await handle.db.transaction((tx) => transitionAd(tx, id, 'approve'));
    expect(applied?.oldStatus).toBe('wait_moder');
    expect(applied?.row).toMatchObject({ id, status: 'new', ownerId: SELLER });
    expect((await findAdRow(handle.db, id))?.status).toBe('new');
  });

  it('changes nothing from a status the action does not start from', async () => {
    const id = await seedAd(handle.db, { ownerId: SELLER, status: 'new' });
    expect(await handle.db.transaction((tx) => transitionAd(tx, id, 'approve'))).toBeNull();
    expect((await findAdRow(handle.db, id))?.status).toBe('new');
  });

  it('lets one of two moderators approving at once change the ad; the other gets nothing', async () => {
    const id = await seedAd(handle.db, { ownerId: SELLER, status: 'wait_moder' });
    const results = await Promise.all(
      [1, 2].map(() => handle.db.transaction((tx) => transitionAd(tx, id, 'approve'))),
    );
    expect(results.filter((applied) => applied !== null)).toHaveLength(1);
  });

  it('reports the status a transaction it waited for left, not the one it first saw', async () => {
    const id = await seedAd(handle.db, { ownerId: SELLER, status: 'new' });
    let reserved: () => void = () => undefined;
    const reserving = new Promise<void>((resolve) => (reserved = resolve));
    let commit: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const reservation = handle.db.transaction(async (tx) => {
      await transitionAd(tx, id, 'reserve');
      reserved();
      await held;
    });
    await reserving;
    const deletion = handle.db.transaction((tx) => transitionAd(tx, id, 'adminDelete'));
    // PGlite runs one transaction at a time; PostgreSQL's second one waits on the row's lock.
    if (handle.driver === 'postgres') {
      await eventually(
        () =>
          queryRows<{ waiting: number }>(
            handle.db,
            sql`select count(*)::int as waiting from pg_locks where not granted`,
          ),
        ([row]) => (row?.waiting ?? 0) > 0,
      );
    }
    commit();
    await reservation;
    expect((await deletion)?.oldStatus).toBe('reserved');
  });
});
