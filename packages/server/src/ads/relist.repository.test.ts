import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { adPhotos, ads } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { findAdRow } from './ads.repository.ts';
import { findRelistOf, insertRelistedAd } from './relist.repository.ts';

let handle: DatabaseHandle;
const SELLER = 7_296_000_001;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedUser(handle.db, SELLER);
});
afterAll(() => handle.close());

async function sourceRow(status: 'expired' | 'completed') {
  const id = await seedAd(handle.db, { ownerId: SELLER, status, title: 'Пионы' });
  const row = await findAdRow(handle.db, id);
  if (row === null) throw new Error('seeded ad vanished');
  return row;
}

describe('insertRelistedAd', () => {
  it('copies the text and the photo rows, pointing at the same stored files', async () => {
    const source = await sourceRow('expired');
    const ad = await handle.db.transaction((tx) =>
      insertRelistedAd(tx, source, { status: 'wait_moder', price: source.price }),
    );
    expect(ad).toMatchObject({ title: 'Пионы', relistedFrom: source.id, status: 'wait_moder' });
    const photos = await handle.db
      .select({ variants: adPhotos.variants })
      .from(adPhotos)
      .where(eq(adPhotos.adId, ad?.id ?? 0));
    expect(photos.map((photo) => photo.variants.card)).toEqual([`ads/seed-${source.id}-480.webp`]);
  });

  it('makes one ad of two transactions at once; the other inserts nothing', async () => {
    const source = await sourceRow('completed');
    const results = await Promise.all(
      [1, 2].map(() =>
        handle.db.transaction((tx) =>
          insertRelistedAd(tx, source, { status: 'new', price: source.price }),
        ),
      ),
    );
    const made = results.filter((ad) => ad !== null);
    expect(made).toHaveLength(1);
    expect(await findRelistOf(handle.db, source.id)).toBe(made[0]?.id);
    expect(await handle.db.select().from(ads).where(eq(ads.relistedFrom, source.id))).toHaveLength(
      1,
    );
  });
});
