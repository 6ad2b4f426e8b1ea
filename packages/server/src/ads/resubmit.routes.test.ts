import { RESUBMIT_WRONG_STATUS_MESSAGE } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, notificationsOutbox } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// Issue 40: «Исправить и отправить снова» on a rejected bouquet.
let t: TestApp;
const SELLER = 7_400_000_001;
const OTHER = 7_400_000_002;

beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [SELLER, OTHER]) await seedUser(t.db, id);
});
afterAll(() => t.close());

const FIXED = {
  title: 'Пионы «Коралл»',
  original_price: '7000',
  description: 'Семь коралловых пионов',
  address: 'Москва, ул. Арбат, 5',
  phone: '+79990001122',
};

const resubmit = (adId: number, body: object = FIXED, userId = SELLER) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/ads/${adId}/resubmit`,
    headers: { 'x-initdata': t.initDataFor(userId) },
    payload: body,
  });

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
