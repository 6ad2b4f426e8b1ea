import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface TestDatabase extends DatabaseHandle {
  url: string | null;
  /** PGlite can be opened by one process only, so there it is this very handle. */
  connectAgain(): Promise<DatabaseHandle>;
}

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
