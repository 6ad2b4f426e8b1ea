import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidInn } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { adPhotos, ads, sellerTaxDetails, users } from '../db/schema.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { seedDemoCatalogue, seedDemoUsers } from './demo-seed.ts';
import { DEMO_SUPER_ADMIN_ID } from '../config.ts';
import { DEMO_USERS } from './demo-users.ts';

let handle: DatabaseHandle;
let mediaDir: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'flowers-seed-'));
});
afterAll(async () => {
  await handle.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('creates the four demo users with their roles', async () => {
    await seedDemoUsers(handle.db);
    const rows = await handle.db.select().from(users);
    expect(rows.map((row) => [row.username, row.role])).toEqual(
      DEMO_USERS.map((user) => [user.username, user.role]),
    );
  });

  it('keeps a role an admin changed when seeding again', async () => {
    await handle.db
      .update(users)
      .set({ role: 'moderator' })
      .where(eq(users.username, 'demo_buyer'));
    await seedDemoUsers(handle.db);
    const [buyer] = await handle.db.select().from(users).where(eq(users.username, 'demo_buyer'));
    expect(buyer?.role).toBe('moderator');
    expect(DEMO_SUPER_ADMIN_ID).toBe(DEMO_USERS.find((u) => u.role === 'admin')?.id);
  });

  it('gives every demo user a valid ИНН, so their bouquets can be paid, and keeps one a user changed', async () => {
    const seller = DEMO_USERS.find((user) => user.label === 'Продавец');
    await handle.db
      .update(sellerTaxDetails)
      .set({ inn: '500100732259' })
      .where(eq(sellerTaxDetails.userId, seller?.id ?? 0));
    await seedDemoUsers(handle.db);
    const rows = await handle.db.select().from(sellerTaxDetails);
    expect(rows).toHaveLength(DEMO_USERS.length);
    expect(rows.every((row) => isValidInn(row.inn))).toBe(true);
    expect(rows.find((row) => row.userId === seller?.id)).toMatchObject({
      inn: '500100732259',
      taxStatus: 'individual_entrepreneur',
      supplierName: 'ИП Флорист Ольга',
    });
  });

  it('creates twelve approved bouquets with a commission price and a real photo', async () => {
    const created = await seedDemoCatalogue(handle.db, createDiskStorage(mediaDir));
    expect(created).toBe(12);
    const rows = await handle.db.select().from(ads);
    expect(rows).toHaveLength(12);
    expect(rows.every((ad) => ad.status === 'new')).toBe(true);
    expect(rows.find((ad) => ad.originalPrice === 7000)?.price).toBe(9100);

    const photos = await handle.db.select().from(adPhotos);
    expect(photos).toHaveLength(12);
    const card = await readFile(path.join(mediaDir, photos[0]?.variants.card ?? ''));
    const meta = await sharp(card).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
  });

  it('does not seed the catalogue a second time', async () => {
    expect(await seedDemoCatalogue(handle.db, createDiskStorage(mediaDir))).toBe(0);
  });
});

describe('demo seed on two nodes', () => {
  it('creates the catalogue once when two nodes start together', async () => {
    const database = await openTestDatabase();
    const other = await database.connectAgain();
    try {
      await seedDemoUsers(database.db);
      // As openNode seeds: with the start-up connections, which may wait for the other node.
      const created = await Promise.all(
        [database, other].map((node) =>
          node.startUp((db) => seedDemoCatalogue(db, createDiskStorage(mediaDir))),
        ),
      );
      expect(created.toSorted()).toEqual([0, 12]);
      expect(await database.db.select().from(ads)).toHaveLength(12);
    } finally {
      await other.close();
      await database.close();
    }
    // Drawing and encoding 12 photos inside one transaction is slow on a loaded machine.
  }, 120_000);
});
