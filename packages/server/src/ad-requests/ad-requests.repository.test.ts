import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pendingEditRequests } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueKey } from '../ads/ads.repository.ts';
import { adRequests } from '../db/schema.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { seedAd, seedRequest, seedUser } from '../test/fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  selectLatestEditRequests,
  selectPendingDeleteRequestBatch,
  selectPendingDeleteRequests,
  selectPendingEditRequestBatch,
} from './ad-requests.repository.ts';

const SELLER = 7_240_000_001;
const MINUTE_MS = 60_000;
let database: TestDatabase;
let media: MediaStorage;
let mediaDir: string;

async function request(type: 'edit' | 'delete', at: Date, adId?: number) {
  const ad =
    adId ??
    (await seedAd(database.db, {
      ownerId: SELLER,
      status: type === 'delete' ? 'delete_pending' : 'new',
    }));
  const id = await seedRequest(database.db, ad, SELLER, type, { newTitle: 'Пионы' });
  await database.db.update(adRequests).set({ createdAt: at }).where(eq(adRequests.id, id));
  return { id, ad };
}

/** Every page of a list read `size` at a time, in order. */
async function readAll<T>(
  read: (after: CatalogueKey | null) => Promise<{ requests: T[]; next: CatalogueKey | null }>,
): Promise<T[]> {
  const all: T[] = [];
  let after: CatalogueKey | null = null;
  do {
    const page = await read(after);
    all.push(...page.requests);
    after = page.next;
  } while (after !== null);
  return all;
}

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'ad-requests-'));
  media = createDiskStorage(mediaDir);
  await seedUser(database.db, SELLER);
  const base = Date.now() - 60 * MINUTE_MS;
  const at = (minutes: number) => new Date(base + minutes * MINUTE_MS);
  for (let i = 0; i < 4; i += 1) await request('edit', at(i));
  // Two requests at one instant: the id orders them, and neither is lost between pages.
  await request('edit', at(10));
  await request('edit', at(10));
  // An ad edited twice: only its newer request waits.
  const twice = await request('edit', at(5));
  await request('edit', at(6), twice.ad);
  // An ad whose latest request was decided: the older undecided one no longer counts.
  const decided = await request('edit', at(7));
  const latest = await request('edit', at(8), decided.ad);
  await database.db.update(adRequests).set({ approved: false }).where(eq(adRequests.id, latest.id));
  for (let i = 0; i < 3; i += 1) await request('delete', at(20 + i));
  await request('delete', at(30));
  await request('delete', at(30));
});
afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('edit requests a page at a time', () => {
  it('lists, across pages, exactly the undecided latest requests the whole list shows, newest first', async () => {
    const paged = await readAll((after) =>
      selectPendingEditRequestBatch(database.db, media, after, 2),
    );
    const whole = pendingEditRequests(await selectLatestEditRequests(database.db, media));
    expect(paged.map((edit) => edit.id)).toEqual(whole.map((edit) => edit.id));
    expect(paged).toHaveLength(7);
    expect(paged).toEqual(whole);
  });
});

describe('delete requests a page at a time', () => {
  it('lists, across pages, every pending delete request oldest first, as the whole list does', async () => {
    const paged = await readAll((after) =>
      selectPendingDeleteRequestBatch(database.db, media, after, 2),
    );
    const whole = await selectPendingDeleteRequests(database.db, media);
    expect(paged).toHaveLength(5);
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...paged].sort(byId)).toEqual([...whole].sort(byId));
    // Seeded in the order of their times, ties included: oldest first is the order of ids.
    expect(paged).toEqual([...paged].sort(byId));
  });
});
