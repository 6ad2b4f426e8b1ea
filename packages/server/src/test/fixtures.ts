import { priceWithCommission, type AdStatus, type Role } from '@flowers/domain';
import sharp from 'sharp';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { adPhotos, adRequests, ads, users } from '../db/schema.ts';
import { insertMissingTaxDetails } from '../payment-info/tax-details.repository.ts';

export const TEST_SELLER_INN = '500100732259';

/** A signed-in caller as a service method takes it. */
export const callerOf = (id: number, role: Role = 'user'): CurrentUser => ({
  id,
  username: `user${id}`,
  role,
  blacklisted: false,
  isSuperAdmin: false,
});

export async function seedUser(
  db: Database,
  id: number,
  options: { role?: Role; blacklisted?: boolean; username?: string } = {},
): Promise<number> {
  await db
    .insert(users)
    .values({
      id,
      username: options.username ?? `user${id}`,
      role: options.role ?? 'user',
      blacklisted: options.blacklisted ?? false,
    })
    .onConflictDoNothing();
  return id;
}

export interface SeedAdOptions {
  ownerId: number;
  status?: AdStatus;
  title?: string;
  originalPrice?: number;
  createdAt?: Date;
  ownerHasInn?: boolean;
}

export async function seedAd(db: Database, options: SeedAdOptions): Promise<number> {
  const originalPrice = options.originalPrice ?? 6000;
  if (options.ownerHasInn !== false) {
    await insertMissingTaxDetails(db, [
      {
        userId: options.ownerId,
        inn: TEST_SELLER_INN,
        taxStatus: 'self_employed',
        supplierName: 'Иванова Анна Сергеевна',
      },
    ]);
  }
  const [ad] = await db
    .insert(ads)
    .values({
      ownerId: options.ownerId,
      title: options.title ?? 'Букет тюльпанов',
      description: 'Свежие тюльпаны',
      originalPrice,
      price: priceWithCommission(originalPrice),
      address: 'г. Москва, ул. Тверская, 1',
      phone: '+79991234567',
      status: options.status ?? 'new',
      createdAt: options.createdAt ?? new Date(),
    })
    .returning({ id: ads.id });
  if (ad === undefined) throw new Error('seedAd: nothing inserted');
  await db.insert(adPhotos).values({
    adId: ad.id,
    position: 0,
    variants: { card: `ads/seed-${ad.id}-480.webp`, gallery: `ads/seed-${ad.id}-1280.webp` },
    width: 1280,
    height: 960,
  });
  return ad.id;
}

export async function seedRequest(
  db: Database,
  adId: number,
  userId: number,
  type: 'edit' | 'delete',
  values: { newTitle?: string; newOriginalPrice?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(adRequests)
    .values({
      adId,
      userId,
      type,
      newTitle: values.newTitle ?? null,
      newOriginalPrice: values.newOriginalPrice ?? null,
      newPrice: values.newOriginalPrice ? priceWithCommission(values.newOriginalPrice) : null,
    })
    .returning({ id: adRequests.id });
  if (row === undefined) throw new Error('seedRequest: nothing inserted');
  return row.id;
}

export function jpegPhoto(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 220, g: 60, b: 90 } },
  })
    .jpeg()
    .toBuffer();
}
