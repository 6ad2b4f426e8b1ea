import { BROKEN_FORM_MESSAGE } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto, seedAd, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const SELLER = 8_500_000_001;
const MODERATOR = 8_500_000_002;

let t: TestApp;
let photoUrl: string;
let complete: { payload: Buffer; headers: Record<string, string> };
beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
  photoUrl = `/api/orders/${await seedOrder(t.db, { adId, buyerId: MODERATOR })}/photos/delivery`;
  const photo = { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegPhoto() };
  complete = multipartBody({ title: 'Букет роз' }, [
    { field: 'images', ...photo },
    { field: 'photo', ...photo },
  ]);
});
afterAll(() => t.close());

const ROUTES = [
  ['POST /api/ads', '/api/ads', SELLER],
  ['POST /api/orders/:id/photos/:stage', '', MODERATOR],
] as const;

const send = (url: string, userId: number, contentType: string, payload: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: url === '' ? photoUrl : url,
    headers: { 'x-initdata': t.initDataFor(userId), 'content-type': contentType },
    payload,
  });

describe('a broken multipart form', () => {
  it.each(ROUTES)('is refused by %s with 400 when it has no boundary', async (_, url, user) => {
    const response = await send(url, user, 'multipart/form-data', complete.payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: BROKEN_FORM_MESSAGE });
  });

  it.each(ROUTES)('is refused by %s with 400 when it is cut off', async (_, url, user) => {
    const cut = complete.payload.subarray(0, complete.payload.length - 200);
    const response = await send(url, user, complete.headers['content-type'] ?? '', cut);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: BROKEN_FORM_MESSAGE });
  });
});
