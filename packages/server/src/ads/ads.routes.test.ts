import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { adListSchema } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ads, users } from '../db/schema.ts';
import { pngBomb } from '../media/test-images.ts';
import { jpegPhoto, seedAd, seedUser } from '../test/fixtures.ts';
import { multipartBody, type MultipartFile } from '../test/multipart.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { CATALOGUE_CHECK_EVERY_MS } from './catalogue-snapshot.ts';

let t: TestApp;
const SELLER = 7_200_000_001;
const BUYER = 7_200_000_002;
const MODERATOR = 7_200_000_003;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  jpeg = await jpegPhoto();
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });
const photo = (data: Buffer, filename = 'photo.jpg'): MultipartFile => ({
  field: 'images',
  filename,
  contentType: 'image/jpeg',
  data,
});
const VALID_FIELDS = {
  title: 'Букет пионов',
  original_price: '7000',
  description: 'Розовые пионы',
  address: 'г. Москва, ул. Арбат, 10',
  phone: '+79991234567',
};

function postAd(fields: Record<string, string>, files: MultipartFile[], userId = SELLER) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/ads',
    headers: { ...as(userId), ...body.headers },
    payload: body.payload,
  });
}

async function mediaFiles(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'media', 'ads');
  return readdir(dir).catch(() => []);
}

describe('GET /api/ads', () => {
  it('lists only catalogue statuses, newest first', async () => {
    const hour = 3_600_000;
    const older = await seedAd(t.db, {
      ownerId: SELLER,
      status: 'new',
      createdAt: new Date(Date.now() - 2 * hour),
    });
    const newer = await seedAd(t.db, {
      ownerId: SELLER,
      status: 'reserved',
      createdAt: new Date(Date.now() - hour),
    });
    const hidden = await Promise.all(
      (['wait_moder', 'cancel', 'delete', 'delete_admin', 'expired', 'completed'] as const).map(
        (status) => seedAd(t.db, { ownerId: SELLER, status }),
      ),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/ads', headers: as(BUYER) });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((ad: { id: number }) => ad.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    for (const id of hidden) expect(ids).not.toContain(id);
  });

  it('gives every ad the spec §3 fields with the cover photo first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ads', headers: as(BUYER) });
    const [ad] = response.json();
    expect(Object.keys(ad)).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'description',
        'price',
        'original_price',
        'address',
        'phone',
        'status',
        'created_at',
        'username',
        'user_id',
        'image_urls',
      ]),
    );
    expect(ad.image_urls[0]).toMatch(/^\/media\/ads\/.+\.webp$/);
    expect(() => adListSchema.parse(response.json())).not.toThrow();
  });

  it('answers gzip when asked, decompressing to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/ads', headers: as(BUYER) });
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/api/ads',
      headers: { ...as(BUYER), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /api/ads catalogue snapshot', () => {
  afterEach(() => vi.restoreAllMocks());
  const getCatalogue = () => t.app.inject({ method: 'GET', url: '/api/ads', headers: as(BUYER) });
  const catalogueIds = async () =>
    (await getCatalogue()).json().map((ad: { id: number }) => ad.id) as number[];

  it('serves a second request in a row without reading the ads again', async () => {
    const headers = as(BUYER);
    await t.app.inject({ method: 'GET', url: '/api/ads', headers });
    const select = vi.spyOn(t.db, 'select');
    await t.app.inject({ method: 'GET', url: '/api/ads', headers });
    // The catalogue itself takes two reads; the user of init data seen before, none.
    expect(select).not.toHaveBeenCalled();
  });

  it('still writes the user of init data it has not seen, on the catalogue request', async () => {
    const renamed = t.initDataFor(BUYER, { username: 'catalogue_reader' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ads',
      headers: { 'x-initdata': renamed },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, BUYER));
    expect(row?.username).toBe('catalogue_reader');
  });

  it('shows an ad a moderator approves on the very next request', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    expect(await catalogueIds()).not.toContain(id);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${id}/approve`,
      headers: as(MODERATOR),
    });
    expect(approved.statusCode).toBe(200);
    expect(await catalogueIds()).toContain(id);
  });

  it('shows a change made behind its back (another node) once the check interval has passed', async () => {
    await getCatalogue();
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'new' });
    await new Promise((resolve) => setTimeout(resolve, CATALOGUE_CHECK_EVERY_MS + 50));
    // The first request after the interval still gets the kept body and starts the re-read.
    await getCatalogue();
    await vi.waitFor(async () => expect(await catalogueIds()).toContain(id));
  });

  it('answers 304 with no body to a client holding the current catalogue, 200 once it changed', async () => {
    const first = await getCatalogue();
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/ads',
      headers: { ...as(BUYER), 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await seedAd(t.db, { ownerId: SELLER, status: 'new' });
    await new Promise((resolve) => setTimeout(resolve, CATALOGUE_CHECK_EVERY_MS + 50));
    await getCatalogue();
    await vi.waitFor(async () => {
      const changed = await t.app.inject({
        method: 'GET',
        url: '/api/ads',
        headers: { ...as(BUYER), 'if-none-match': String(etag) },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  it('refuses init data it has seen before once it is older than the limit', async () => {
    const headers = as(BUYER);
    expect((await t.app.inject({ method: 'GET', url: '/api/ads', headers })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.initDataMaxAgeSeconds + 1) * 1000);
      const late = await t.app.inject({ method: 'GET', url: '/api/ads', headers });
      expect(late.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 401 without init data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ads' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/ads', () => {
  it('creates an ad waiting for moderation with the commission price computed by the server', async () => {
    const response = await postAd({ ...VALID_FIELDS, price: '1' }, [photo(jpeg), photo(jpeg)]);
    expect(response.statusCode).toBe(200);
    const ad = response.json();
    expect(ad).toMatchObject({
      title: 'Букет пионов',
      original_price: 7000,
      price: 9100,
      status: 'wait_moder',
      user_id: String(SELLER),
      username: `user${SELLER}`,
    });
    expect(ad.image_urls).toHaveLength(2);
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/ads', headers: as(BUYER) });
    expect(catalogue.json().map((a: { id: number }) => a.id)).not.toContain(ad.id);
  });

  it('serves the uploaded photo as WebP with no EXIF left and a year-long cache', async () => {
    const withGps = await sharp(jpeg)
      .withExif({
        IFD0: { Make: 'Apple' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const created = await postAd(VALID_FIELDS, [photo(withGps)]);
    const served = await t.app.inject({ method: 'GET', url: created.json().image_urls[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses an ad without photos with «ERROR: Нет файлов (фото)!»', async () => {
    const response = await postAd(VALID_FIELDS, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'ERROR: Нет файлов (фото)!' });
  });

  it('refuses a seventh photo with «Максимум 6 фото»', async () => {
    const response = await postAd(
      VALID_FIELDS,
      Array.from({ length: 7 }, () => photo(jpeg)),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ error: 'Максимум 6 фото' });
  });

  it('refuses a text file named .jpg by its bytes, and leaves no photo files behind', async () => {
    const before = await mediaFiles();
    const response = await postAd(VALID_FIELDS, [
      photo(jpeg),
      photo(Buffer.from('not an image at all'), 'cat.jpg'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Выберите файлы изображений (JPG, PNG, HEIC и т.д.)',
    });
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses a photo over 15 MB with 413 «Файл больше 15 МБ»', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024)]);
    const response = await postAd(VALID_FIELDS, [photo(huge)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Файл больше 15 МБ' });
  });

  it('refuses a decompression bomb with a 400 and stores nothing', async () => {
    const before = await mediaFiles();
    const response = await postAd(VALID_FIELDS, [photo(pngBomb(20_000, 20_000), 'bomb.png')]);
    expect(response.statusCode).toBe(400);
    expect(await mediaFiles()).toEqual(before);
  });

  it("refuses a seller's price under 5 000 ₽", async () => {
    const response = await postAd({ ...VALID_FIELDS, original_price: '4999' }, [photo(jpeg)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Минимальная цена — 5\u00a0000\u00a0₽' });
  });

  it('refuses a missing title with «Введите название»', async () => {
    const { title: _title, ...rest } = VALID_FIELDS;
    const response = await postAd(rest, [photo(jpeg)]);
    expect(response.json()).toEqual({ error: 'Введите название' });
  });

  it('refuses a price with letters with «Только цифры»', async () => {
    const response = await postAd({ ...VALID_FIELDS, original_price: '7000р' }, [photo(jpeg)]);
    expect(response.json()).toEqual({ error: 'Только цифры' });
  });

  it('refuses a JSON body with a 4xx, never a 5xx', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      headers: as(SELLER),
      payload: VALID_FIELDS,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses a blacklisted seller with 403', async () => {
    const banned = await seedUser(t.db, 7_200_000_099, { blacklisted: true });
    const response = await postAd(VALID_FIELDS, [photo(jpeg)], banned);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/ads/{id} and /api/my-ads', () => {
  it('shows an ad awaiting moderation to its owner and staff but not to others', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const url = `/api/ads/${id}`;
    const owner = await t.app.inject({ method: 'GET', url, headers: as(SELLER) });
    const staff = await t.app.inject({ method: 'GET', url, headers: as(MODERATOR) });
    const other = await t.app.inject({ method: 'GET', url, headers: as(BUYER) });
    expect([owner.statusCode, staff.statusCode, other.statusCode]).toEqual([200, 200, 404]);
    expect(other.json()).toEqual({ error: 'Объявление не найдено' });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/ads/999999',
      headers: as(BUYER),
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/ads/abc', headers: as(BUYER) });
    expect([unknown.statusCode, bad.statusCode]).toEqual([404, 400]);
  });

  it("lists the seller's own ads in every status", async () => {
    const waiting = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const response = await t.app.inject({ method: 'GET', url: '/api/my-ads', headers: as(SELLER) });
    const mine = response.json();
    expect(mine.map((ad: { id: number }) => ad.id)).toContain(waiting);
    expect(mine.every((ad: { user_id: string }) => ad.user_id === String(SELLER))).toBe(true);
  });
});

describe('DELETE /api/ads/{adId}/admin-delete', () => {
  it('lets staff delete an ad, which leaves the catalogue as delete_admin', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/ads/${id}/admin-delete`,
      headers: as(MODERATOR),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(ads).where(eq(ads.id, id));
    expect(row?.status).toBe('delete_admin');
  });

  it('answers 409 when the ad is already deleted by an admin', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'delete_admin' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/ads/${id}/admin-delete`,
      headers: as(MODERATOR),
    });
    expect(response.statusCode).toBe(409);
  });

  it('refuses an ordinary user with 403', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/ads/${id}/admin-delete`,
      headers: as(SELLER),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('ids beyond what the database stores', () => {
  it('answers 400, not 500, for an ad id over the int4 range', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ads/99999999999',
      headers: as(BUYER),
    });
    expect(response.statusCode).toBe(400);
  });
});
