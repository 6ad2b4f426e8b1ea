import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { demoSecrets } from '../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { testConfig, TEST_BOT_TOKEN } from '../test/test-app.ts';
import { resolveSecrets } from './runtime-secrets.ts';

let database: TestDatabase;
let dataDirs: string[];
const newDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'flowers-secrets-'));
  dataDirs.push(dir);
  return dir;
};
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
// Each test starts as a fresh installation would.
beforeEach(async () => {
  await database.db.delete(demoSecrets);
  dataDirs = [];
});
afterEach(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('runtime secrets', () => {
  it('generates a demo bot token once and keeps it across restarts', async () => {
    const config = loadConfig({ DATA_DIR: await newDataDir() });
    const first = await resolveSecrets(config, database.db);
    const second = await resolveSecrets(config, database.db);
    expect(first.botToken).toBe(second.botToken);
    expect(first.cardEncryptionKey.equals(second.cardEncryptionKey)).toBe(true);
    expect(first.cardEncryptionKey).toHaveLength(32);
  });

  it('gives two demo nodes with their own disks, starting together, the same secrets', async () => {
    const other = await database.connectAgain();
    try {
      const [a, b] = await Promise.all([
        resolveSecrets(loadConfig({ DATA_DIR: await newDataDir() }), database.db),
        resolveSecrets(loadConfig({ DATA_DIR: await newDataDir() }), other.db),
      ]);
      expect(a.botToken).toBe(b.botToken);
      expect(a.cardEncryptionKey.equals(b.cardEncryptionKey)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('adopts the demo secrets an earlier version kept in DATA_DIR', async () => {
    const dataDir = await newDataDir();
    const legacy = { botToken: '0:demo-earlier-token', cardEncryptionKey: 'b'.repeat(64) };
    await writeFile(path.join(dataDir, 'demo-secrets.json'), JSON.stringify(legacy));
    const secrets = await resolveSecrets(loadConfig({ DATA_DIR: dataDir }), database.db);
    expect(secrets.botToken).toBe(legacy.botToken);
    expect(secrets.cardEncryptionKey.toString('hex')).toBe(legacy.cardEncryptionKey);
  });

  it('uses the configured secrets with a real bot token', async () => {
    const config = testConfig({ DATA_DIR: await newDataDir() });
    const secrets = await resolveSecrets(config, database.db);
    expect(secrets.botToken).toBe(TEST_BOT_TOKEN);
  });
});
