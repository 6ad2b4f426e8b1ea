import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The throw-away PostgreSQL database's address; null on in-memory PGlite. */
  url: string | null;
  /**
   * Another connection to the same database, as a second node opens one: its own pool on
   * PostgreSQL, this very handle on PGlite (which one process alone can open).
   */
  connectAgain(): Promise<DatabaseHandle>;
}

/**
 * A fresh, migrated database per call: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs on PostgreSQL.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  // Read directly: tests choose their database before any Config exists.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER !== 'postgres' || !serverUrl) {
    const handle = await openDatabase({
      kind: 'pglite',
      dir: null,
      loadDataDir: await migratedPgliteTemplate(),
    });
    return {
      ...handle,
      url: null,
      connectAgain: () => Promise.resolve({ ...handle, close: () => Promise.resolve() }),
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'flowers_test', { throwAway: true });
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    connectAgain: () => openDatabase({ kind: 'postgres', url: scratch.url }),
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
