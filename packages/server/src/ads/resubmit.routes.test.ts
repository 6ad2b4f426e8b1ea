import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RESUBMIT_WRONG_STATUS_MESSAGE } from '@flowers/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPhotos, ads, notificationsOutbox } from '../db/schema.ts';
import { jpegPhoto, seedAd, seedUser } from '../test/fixtures.ts';
import { multipartBody, type MultipartFile } from '../test/multipart.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// Issue 40: «Исправить и отправить снова» on a rejected bouquet.
let t: TestApp;
let jpeg: Buffer;
const SELLER = 7_400_000_001;
const OTHER = 7_400_000_002;

beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [SELLER, OTHER]) await seedUser(t.db, id);
  jpeg = await jpegPhoto();
});
afterAll(() => t.close());

const FIXED = {
  title: 'Пионы «Коралл»',
  original_price: '7000',
  description: 'Семь коралловых пионов',
  address: 'Москва, ул. Арбат, 5',
  phone: '+79990001122',
};

const photo = (): MultipartFile => ({
  field: 'images',
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  data: jpeg,
});

function resubmit(
  adId: number,
  fields: Record<string, string> = FIXED,
  userId = SELLER,
  files: MultipartFile[] = [],
) {
  const form = multipartBody(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: `/api/ads/${adId}/resubmit`,
    headers: { 'x-initdata': t.initDataFor(userId), ...form.headers },
    payload: form.payload,
  });
}

async function photosOf(adId: number): Promise<string[]> {
  const rows = await t.db
    .select({ variants: adPhotos.variants })
    .from(adPhotos)
    .where(eq(adPhotos.adId, adId))
    .orderBy(asc(adPhotos.position));
  return rows.map((row) => row.variants.gallery ?? '');
}

// seedAd's photo row names files no one wrote: these tests write them, to see them removed.
async function writeSeedFiles(adId: number): Promise<void> {
  const dir = path.join(t.dataDir, 'media', 'ads');
  await mkdir(dir, { recursive: true });
  for (const width of [480, 1280]) {
    await writeFile(path.join(dir, `seed-${adId}-${width}.webp`), 'photo');
  }
}

async function seedFilesLeft(adId: number): Promise<string[]> {
  const files = await readdir(path.join(t.dataDir, 'media', 'ads'));
  return files.filter((file) => file.startsWith(`seed-${adId}-`));
}

async function rejectedAd(): Promise<number> {
  const id = await seedAd(t.db, {
    ownerId: SELLER,
    status: 'cancel',
    createdAt: new Date(Date.now() - 47 * 60 * 60 * 1000),
  });
  await t.db.update(ads).set({ rejectReason: 'Фото не того букета' }).where(eq(ads.id, id));
  return id;
}

describe('PUT /api/ads/{id}/resubmit', () => {
  it('sends the fixed bouquet back to moderation as the same ad, its 48 hours anew', async () => {
    const id = await rejectedAd();
    const before = Date.now();
    const response = await resubmit(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'wait_moder',
      title: 'Пионы «Коралл»',
      original_price: 7000,
      price: 9100,
      description: 'Семь коралловых пионов',
      address: 'Москва, ул. Арбат, 5',
      phone: '+79990001122',
      reject_reason: null,
    });
    expect(
      new Date(response.json<{ created_at: string }>().created_at).getTime(),
    ).toBeGreaterThanOrEqual(before - 1000);
    const staff = await t.db
      .select({ payload: notificationsOutbox.payload })
      .from(notificationsOutbox)
      .where(eq(notificationsOutbox.kind, 'staff.ad_new'));
    expect(staff.some((row) => String(row.payload.text).includes(`№${id}`))).toBe(true);
  });

  it('keeps its photos when the form names none to change', async () => {
    const id = await rejectedAd();
    expect((await resubmit(id)).statusCode).toBe(200);
    expect(await photosOf(id)).toEqual([`ads/seed-${id}-1280.webp`]);
  });

  it('replaces its photos with new ones and removes the files no longer used', async () => {
    const id = await rejectedAd();
    await writeSeedFiles(id);
    const response = await resubmit(id, { ...FIXED, keep_photos: '' }, SELLER, [photo()]);
    expect(response.statusCode).toBe(200);
    const photos = await photosOf(id);
    expect(photos).toHaveLength(1);
    expect(photos[0]).not.toBe(`ads/seed-${id}-1280.webp`);
    expect(response.json<{ photos: { gallery: string }[] }>().photos).toHaveLength(1);
    expect(await seedFilesLeft(id)).toEqual([]);
  });

  it('keeps the photos named and puts the new ones after them', async () => {
    const id = await rejectedAd();
    await writeSeedFiles(id);
    const response = await resubmit(id, { ...FIXED, keep_photos: '0' }, SELLER, [photo()]);
    expect(response.statusCode).toBe(200);
    const photos = await photosOf(id);
    expect(photos).toHaveLength(2);
    expect(photos[0]).toBe(`ads/seed-${id}-1280.webp`);
    expect(await seedFilesLeft(id)).toHaveLength(2);
  });

  it('leaves a file another ad still shows, as a relisted one does', async () => {
    const id = await rejectedAd();
    await writeSeedFiles(id);
    const [shared] = await t.db.select().from(adPhotos).where(eq(adPhotos.adId, id));
    const other = await seedAd(t.db, { ownerId: SELLER, status: 'expired' });
    await t.db.delete(adPhotos).where(eq(adPhotos.adId, other));
    await t.db.insert(adPhotos).values({ ...shared!, id: undefined, adId: other });
    const response = await resubmit(id, { ...FIXED, keep_photos: '' }, SELLER, [photo()]);
    expect(response.statusCode).toBe(200);
    expect(await seedFilesLeft(id)).toHaveLength(2);
  });

  it('refuses a bouquet left without photos with «ERROR: Нет файлов (фото)!»', async () => {
    const id = await rejectedAd();
    const response = await resubmit(id, { ...FIXED, keep_photos: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'ERROR: Нет файлов (фото)!' });
    const [row] = await t.db.select().from(ads).where(eq(ads.id, id));
    expect(row?.status).toBe('cancel');
    expect(await photosOf(id)).toEqual([`ads/seed-${id}-1280.webp`]);
  });

  it('refuses a seventh photo with «Максимум 6 фото»', async () => {
    const id = await rejectedAd();
    const six = Array.from({ length: 6 }, photo);
    const response = await resubmit(id, { ...FIXED, keep_photos: '0' }, SELLER, six);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Максимум 6 фото' });
    expect(await photosOf(id)).toEqual([`ads/seed-${id}-1280.webp`]);
  });

  it('refuses a bouquet that was not rejected with 409 and a Russian reason', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'new' });
    const response = await resubmit(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: RESUBMIT_WRONG_STATUS_MESSAGE });
    const [row] = await t.db.select().from(ads).where(eq(ads.id, id));
    expect(row?.title).toBe('Букет тюльпанов');
  });

  it('answers a second send with 409, changing nothing more', async () => {
    const id = await rejectedAd();
    expect((await resubmit(id)).statusCode).toBe(200);
    expect((await resubmit(id, { ...FIXED, title: 'Другое' })).statusCode).toBe(409);
    const [row] = await t.db.select().from(ads).where(eq(ads.id, id));
    expect(row?.title).toBe('Пионы «Коралл»');
  });

  it('does not let anyone else send it, not even saying it exists', async () => {
    const id = await rejectedAd();
    expect((await resubmit(id, FIXED, OTHER)).statusCode).toBe(404);
    const [row] = await t.db.select().from(ads).where(eq(ads.id, id));
    expect(row?.status).toBe('cancel');
  });

  it('checks the fields with the new-ad rules', async () => {
    const id = await rejectedAd();
    const response = await resubmit(id, { ...FIXED, original_price: '100' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('Минимальная цена — 5\u00a0000\u00a0₽');
  });
});
