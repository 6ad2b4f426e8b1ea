import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { DEMO_SELLER_ID } from '../demo/demo-users.ts';
import { freePort } from '../test/network.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const IPHONE_HEIC = new URL('./fixtures/iphone-portrait.heic', import.meta.url);
// Building, migrating and seeding the demo catalogue in a fresh process, on a loaded machine.
const PRODUCTION_START_MS = 180_000;
// Variables that would leave demo mode or the embedded database.
const PRODUCTION_VARIABLES = /^(TELEGRAM_BOT_TOKEN|DATABASE_URL|REDIS_URL|S3_|TBANK_|DADATA_)/;

async function whenHealthy(url: string, exited: () => boolean): Promise<void> {
  for (;;) {
    if (exited()) throw new Error('the compiled server exited before it answered');
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Once: the PostgreSQL project would build the same dist/ at the same time, and the bundle
// under test is the same whatever the database.
it.skipIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'decodes an uploaded iPhone HEIC in the photo pool of the production bundle that npm start runs',
  async () => {
    await promisify(execFile)(process.execPath, ['scripts/build-if-needed.mjs'], {
      cwd: SERVER_DIR,
    });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'flowers-compiled-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !PRODUCTION_VARIABLES.test(key)),
    );
    // Plain Node, as package.json's start script runs it: nothing can load TypeScript.
    const server = spawn(process.execPath, ['dist/main.js'], {
      cwd: SERVER_DIR,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const exit = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await whenHealthy(url, () => server.exitCode !== null);
      const signIn = await fetch(`${url}/api/demo/init-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: String(DEMO_SELLER_ID) }),
      });
      const { initData } = (await signIn.json()) as { initData: string };
      const form = new FormData();
      form.append('title', 'Пионы');
      form.append('original_price', '7000');
      form.append('address', 'г. Москва, ул. Арбат, 1');
      form.append('phone', '+79991234567');
      form.append('images', new Blob([await readFile(IPHONE_HEIC)]), 'IMG_0001.HEIC');

      const created = await fetch(`${url}/api/ads`, {
        method: 'POST',
        headers: { 'x-initdata': initData },
        body: form,
      });

      expect(created.status).toBe(200);
      const ad = (await created.json()) as { photos: { gallery: string }[] };
      const gallery = await fetch(`${url}${ad.photos[0]?.gallery ?? ''}`);
      const { format, width, height } = await sharp(
        Buffer.from(await gallery.arrayBuffer()),
      ).metadata();
      expect([format, width, height]).toEqual(['webp', 240, 320]);
    } finally {
      server.kill('SIGTERM');
      await exit;
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  PRODUCTION_START_MS,
);
