import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ads } from './db/schema.ts';
import { DEMO_USERS } from './demo/demo-users.ts';
import { openNode, type Node } from './node.ts';
import { openTestDatabase, type TestDatabase } from './test/test-database.ts';

// Read directly: only a PostgreSQL server can be opened by two nodes at once.
const onPostgres =
  process.env.TEST_DB_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL !== undefined;

describe.skipIf(!onPostgres)('two demo nodes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let dataDirs: string[];
  let nodes: Node[];

  beforeAll(async () => {
    database = await openTestDatabase();
    // Each node has its own disk: only the database is shared.
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'flowers-node-'))));
    nodes = await Promise.all(
      dataDirs.map((dataDir) =>
        openNode(
          loadConfig({ DATABASE_URL: database.url ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
          { webDistDir: null, logger: false },
        ),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all((nodes ?? []).map((node) => node.close()));
    await database?.close();
    await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('seeds the demo catalogue once when both start together', async () => {
    expect(await database.db.select({ id: ads.id }).from(ads)).toHaveLength(12);
  });

  it('accepts on one node the demo sign-in made on the other', async () => {
    const [nodeA, nodeB] = nodes;
    const buyer = DEMO_USERS.find((user) => user.role === 'user');
    const signIn = await nodeA?.app.inject({
      method: 'POST',
      url: '/api/demo/init-data',
      payload: { userId: String(buyer?.id) },
    });
    const { initData } = signIn?.json<{ initData: string }>() ?? { initData: '' };
    const session = await nodeB?.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'x-initdata': initData },
    });
    expect(session?.statusCode).toBe(200);
    expect(session?.json()).toEqual({ userId: String(buyer?.id), username: buyer?.username });
  });
});
