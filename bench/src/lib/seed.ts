import path from 'node:path';
import { priceWithCommission } from '@flowers/domain';
import {
  adPhotos,
  ads,
  createMediaStorage,
  openDatabase,
  seedDemoUsers,
  storePhotoVariants,
  users,
  type DatabaseHandle,
} from '@flowers/server/testing/in-process';
import { catalogueBouquet } from './images.ts';
import { DEMO_SELLER_ID } from './product-server.ts';

export interface SeedPlan {
  catalogueAds: number;
  pendingAds: number;
  realPhotos: boolean;
}

const SELLER_COUNT = 20;
const FIRST_SELLER_ID = 200_000_001;
const SPREAD_MS = 40 * 3_600_000;
const BATCH_ROWS = 500;
const TITLES = ['Букет из 25 роз', 'Весенние тюльпаны', 'Пионы с эвкалиптом', 'Микс «Праздник»'];
const DESCRIPTION =
  'Свежие цветы 60 см в крафтовой упаковке, собраны утром в день доставки. Доставка по Москве.';

const photoCount = (index: number) => (index % 3) + 1;

function sellerOf(index: number): number {
  return index % SELLER_COUNT === 0 ? DEMO_SELLER_ID : FIRST_SELLER_ID + (index % SELLER_COUNT);
}

export async function seedDataDir(dataDir: string, plan: SeedPlan): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pgdata') });
  await seedDatabase(database, dataDir, plan);
}

export async function seedDatabase(
  database: DatabaseHandle,
  dataDir: string,
  plan: SeedPlan,
): Promise<void> {
  try {
    await database.migrate();
    const { db } = database;
    await seedDemoUsers(db);
    await db
      .insert(users)
      .values(
        Array.from({ length: SELLER_COUNT }, (_, i) => ({
          id: FIRST_SELLER_ID + i,
          username: `florist_${i}`,
          firstName: 'Флорист',
        })),
      )
      .onConflictDoNothing();

    const { storage } = await createMediaStorage({ dataDir, s3: null });
    const total = plan.catalogueAds + plan.pendingAds;
    const now = Date.now();
    for (let start = 0; start < total; start += BATCH_ROWS) {
      const indexes = Array.from(
        { length: Math.min(BATCH_ROWS, total - start) },
        (_, i) => start + i,
      );
      const rows = indexes.map((index) => {
        const originalPrice = 5000 + (index % 40) * 250;
        return {
          ownerId: sellerOf(index),
          title: `${TITLES[index % TITLES.length] ?? ''} №${index + 1}`,
          description: DESCRIPTION,
          originalPrice,
          price: priceWithCommission(originalPrice),
          address: 'г. Москва, ул. Арбат, 1',
          phone: '+79991234567',
          status: index < plan.catalogueAds ? 'new' : 'wait_moder',
          createdAt: new Date(now - Math.floor((index / total) * SPREAD_MS)),
        };
      });
      const inserted = await db.insert(ads).values(rows).returning({ id: ads.id });
      const photos = [];
      for (const [i, ad] of inserted.entries()) {
        const index = indexes[i] ?? 0;
        for (let position = 0; position < photoCount(index); position += 1) {
          const stored = plan.realPhotos
            ? await storePhotoVariants(storage, 'ads', await catalogueBouquet(index * 7 + position))
            : {
                variants: {
                  card: `ads/seed-${ad.id}-${position}-480.webp`,
                  gallery: `ads/seed-${ad.id}-${position}-1280.webp`,
                },
                width: 1280,
                height: 960,
              };
          photos.push({ adId: ad.id, position, ...stored });
        }
      }
      for (let p = 0; p < photos.length; p += BATCH_ROWS) {
        await db.insert(adPhotos).values(photos.slice(p, p + BATCH_ROWS));
      }
    }
  } finally {
    await database.close();
  }
}
