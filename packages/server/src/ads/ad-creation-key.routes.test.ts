import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../db/schema.ts';
import { jpegPhoto, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// Issue 40: leaving the form during «Обработка фото…» and posting again made a second ad.
let t: TestApp;
const SELLER = 7_410_000_001;
const OTHER = 7_410_000_002;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, OTHER);
  jpeg = await jpegPhoto();
});
afterAll(() => t.close());

const FIELDS = {
  title: 'Букет ранункулюсов',
  original_price: '7000',
  description: '',
  address: 'г. Москва, ул. Арбат, 10',
  phone: '+79991234567',
};

function postAd(key: string | null, userId = SELLER) {
  const body = multipartBody(key === null ? FIELDS : { creation_key: key, ...FIELDS }, [
    { field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/ads',
    headers: { 'x-initdata': t.initDataFor(userId), ...body.headers },
    payload: body.payload,
  });
}

const adsOfKey = (ownerId: number, key: string) =>
  t.db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.ownerId, ownerId), eq(ads.creationKey, key)));

const mediaFiles = () => readdir(path.join(t.dataDir, 'media', 'ads')).catch(() => []);

describe('POST /api/ads with the form’s creation key', () => {
  it('answers a second submit of the same form with the first ad, storing no photo twice', async () => {
    const key = 'form-0001-aaaa';
    const first = await postAd(key);
    expect(first.statusCode).toBe(200);
    const files = (await mediaFiles()).length;
    const second = await postAd(key);
    expect(second.statusCode).toBe(200);
    expect(second.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    expect(await adsOfKey(SELLER, key)).toHaveLength(1);
    expect((await mediaFiles()).length).toBe(files);
  });

  it('makes one ad of two submits racing each other, and keeps only its photos', async () => {
    const key = 'form-0002-bbbb';
    const before = (await mediaFiles()).length;
    const answers = await Promise.all([postAd(key), postAd(key), postAd(key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
    expect(await adsOfKey(SELLER, key)).toHaveLength(1);
    const perAd = (await mediaFiles()).length - before;
    const single = await postAd('form-0003-cccc');
    expect(single.statusCode).toBe(200);
    expect((await mediaFiles()).length - before - perAd).toBe(perAd);
  });

  it('keeps forms apart: another key, another seller or no key make ads of their own', async () => {
    const key = 'form-0004-dddd';
    const mine = await postAd(key);
    const theirs = await postAd(key, OTHER);
    const keyless = [await postAd(null), await postAd(null)];
    const ids = [mine, theirs, ...keyless].map((answer) => answer.json<{ id: number }>().id);
    expect(new Set(ids).size).toBe(4);
  });

  it('refuses a malformed key with 400 and a Russian message', async () => {
    const response = await postAd('no spaces please');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Обновите страницу и отправьте объявление ещё раз' });
  });

  it('is a unique constraint in the database, not a check in the code', async () => {
    const key = 'form-0005-eeee';
    const row = {
      ownerId: SELLER,
      title: 'Розы',
      originalPrice: 6000,
      price: 7800,
      address: 'Москва',
      phone: '+79991234567',
      status: 'wait_moder',
      creationKey: key,
    };
    await t.db.insert(ads).values(row);
    await expect(t.db.insert(ads).values(row)).rejects.toThrow();
  });
});
