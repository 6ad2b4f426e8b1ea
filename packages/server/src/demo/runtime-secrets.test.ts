import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { testConfig, TEST_BOT_TOKEN } from '../test/test-app.ts';
import { resolveSecrets } from './runtime-secrets.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'flowers-secrets-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('runtime secrets', () => {
  it('generates a demo bot token once and keeps it across restarts', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await resolveSecrets(config);
    const second = await resolveSecrets(config);
    expect(first.botToken).toBe(second.botToken);
    expect(first.cardEncryptionKey.equals(second.cardEncryptionKey)).toBe(true);
    expect(first.cardEncryptionKey).toHaveLength(32);
    const file = await stat(path.join(dataDir, 'demo-secrets.json'));
    expect(file.mode & 0o077).toBe(0);
  });

  it('uses the configured secrets with a real bot token', async () => {
    const secrets = await resolveSecrets(testConfig({ DATA_DIR: dataDir }));
    expect(secrets.botToken).toBe(TEST_BOT_TOKEN);
  });
});
