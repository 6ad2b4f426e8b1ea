import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../media/disk-storage.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { catalogueBatches, readCatalogueUpTo } from './catalogue-stream.ts';

const SELLER = 7_230_000_001;
const ADS = 4;
let database: TestDatabase;
let mediaDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'catalogue-stream-'));
  await seedUser(database.db, SELLER);
  for (let i = 0; i < ADS; i += 1) await seedAd(database.db, { ownerId: SELLER });
});
afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Turns of the event loop taken while `work` runs, counted by a chain of setImmediate. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const count = () => {
    if (!running) return;
    turns += 1;
    setImmediate(count);
  };
  setImmediate(count);
  try {
    await work();
  } finally {
    running = false;
  }
  return turns;
}

describe('reading the catalogue a batch at a time', () => {
  it('lets other requests in between reads, however fast the database answers', async () => {
    const media = createDiskStorage(mediaDir);
    let read = 0;
    const turns = await turnsDuring(async () => {
      read = (await readCatalogueUpTo(catalogueBatches(database.db, media, 1), 100)).ads.length;
    });
    expect(read).toBe(ADS);
    expect(turns).toBeGreaterThanOrEqual(ADS - 1);
  });
});
