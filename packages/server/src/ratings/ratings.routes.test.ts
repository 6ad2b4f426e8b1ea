import type { Review, SellerPage } from '@flowers/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notificationsOutbox, sellerReviews } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const SELLER = 7_820_000_001;
const BUYER = 7_820_000_002;
const STRANGER = 7_820_000_003;
const MODERATOR = 7_820_000_004;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER, { username: 'rosa_shop' });
  await seedUser(t.db, BUYER);
  await seedUser(t.db, STRANGER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });

async function order(status: 'paid' | 'delivered' | 'completed' = 'delivered', seller = SELLER) {
  const adId = await seedAd(t.db, { ownerId: seller, status: 'reserved' });
  return seedOrder(t.db, { adId, buyerId: BUYER, status });
}

const rate = (id: number, userId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${id}/rating`, headers: as(userId), payload });

const sellerPage = async (sellerId: number, userId = STRANGER): Promise<SellerPage> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sellers/${sellerId}`,
    headers: as(userId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('rating the seller after delivery (issue 16)', () => {
  it('lets the buyer rate a delivered order and tells the seller', async () => {
    const id = await order();
    const response = await rate(id, BUYER, { stars: 5, text: 'Очень свежие цветы' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      order_id: id,
      stars: 5,
      text: 'Очень свежие цветы',
      author: 'Анна',
      hidden: false,
    });
    const told = await t.db
      .select()
      .from(notificationsOutbox)
      .where(
        and(eq(notificationsOutbox.chatId, SELLER), eq(notificationsOutbox.kind, 'review.new')),
      );
    expect(told).toHaveLength(1);
  });

  it('refuses a rating before delivery with a Russian 409', async () => {
    const id = await order('paid');
    const response = await rate(id, BUYER, { stars: 4 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Оценить продавца можно после доставки заказа' });
  });

  it('lets only the order’s buyer rate: the seller and a stranger get 403', async () => {
    const id = await order();
    expect((await rate(id, SELLER, { stars: 5 })).statusCode).toBe(403);
    expect((await rate(id, STRANGER, { stars: 1 })).json()).toEqual({
      error: 'Оценить продавца может только покупатель этого заказа',
    });
  });

  it('keeps one rating per order: a second one changes it', async () => {
    const id = await order('completed');
    const first: Review = (await rate(id, BUYER, { stars: 2 })).json();
    const second = await rate(id, BUYER, { stars: 4, text: 'Передумала' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.id, stars: 4, text: 'Передумала' });
    const rows = await t.db.select().from(sellerReviews).where(eq(sellerReviews.orderId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a change more than 7 days after rating', async () => {
    const id = await order();
    await rate(id, BUYER, { stars: 3 });
    await t.db
      .update(sellerReviews)
      .set({ createdAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(sellerReviews.orderId, id));
    const response = await rate(id, BUYER, { stars: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Отзыв можно изменить только в течение 7 дней' });
  });

  it('refuses six stars with a Russian 400 and stores nothing', async () => {
    const id = await order();
    const response = await rate(id, BUYER, { stars: 6 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Поставьте оценку от 1 до 5' });
    expect(await t.db.select().from(sellerReviews).where(eq(sellerReviews.orderId, id))).toEqual(
      [],
    );
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await rate(2_000_000_000, BUYER, { stars: 5 })).statusCode).toBe(404);
  });
});

describe('the seller page and cards (issue 16)', () => {
  const FLORIST = 7_820_000_010;
  beforeAll(async () => {
    await seedUser(t.db, FLORIST, { username: 'florist' });
  });

  it('shows the average, the count, delivered orders, active bouquets and reviews', async () => {
    await rate(await order('delivered', FLORIST), BUYER, { stars: 5, text: 'Прекрасно' });
    await rate(await order('completed', FLORIST), BUYER, { stars: 4 });
    await order('paid', FLORIST);
    const page = await sellerPage(FLORIST);
    expect(page).toMatchObject({
      id: String(FLORIST),
      display_name: 'florist',
      rating: { average: 4.5, count: 2 },
      delivered_orders: 2,
    });
    expect(page.reviews.map((review) => review.stars)).toEqual([4, 5]);
    expect(page.ads.every((ad) => ad.user_id === String(FLORIST))).toBe(true);
  });

  it('gives the cards every rated seller’s average and count', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sellers/ratings',
      headers: as(STRANGER),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ratings[String(FLORIST)]).toEqual({ average: 4.5, count: 2 });
  });

  it('answers 404 for someone who is not a user, and 400 for a bad id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/sellers/7820999999',
      headers: as(STRANGER),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Продавец не найден' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/sellers/abc',
      headers: as(STRANGER),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('staff hiding an abusive review (issue 16)', () => {
  const SHOP = 7_820_000_020;
  beforeAll(async () => {
    await seedUser(t.db, SHOP);
  });

  const hide = (reviewId: number, userId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/hide`,
      headers: as(userId),
      payload: { reason: 'Оскорбления' },
    });

  it('hides the review from the page and the average, audited, and unhides it', async () => {
    const kept: Review = (await rate(await order('delivered', SHOP), BUYER, { stars: 5 })).json();
    const abusive: Review = (
      await rate(await order('delivered', SHOP), BUYER, { stars: 1, text: 'Грубость' })
    ).json();
    const hidden = await hide(abusive.id, MODERATOR);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, hidden_reason: 'Оскорбления' });

    const page = await sellerPage(SHOP);
    expect(page.rating).toEqual({ average: 5, count: 1 });
    expect(page.reviews.map((review) => review.id)).toEqual([kept.id]);
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/reviews',
      headers: as(MODERATOR),
    });
    expect(latest.json<Review[]>().find((review) => review.id === abusive.id)).toMatchObject({
      seller_id: String(SHOP),
      hidden: true,
    });
    const staffPage = await sellerPage(SHOP, MODERATOR);
    expect(staffPage.reviews.find((review) => review.id === abusive.id)?.hidden).toBe(true);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, String(abusive.id))));
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['review.hide', MODERATOR],
    ]);

    const shown = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${abusive.id}/unhide`,
      headers: as(MODERATOR),
    });
    expect(shown.json()).toMatchObject({ hidden: false });
    expect((await sellerPage(SHOP)).rating).toEqual({ average: 3, count: 2 });
  });

  it('refuses a buyer or the seller hiding a review with 403', async () => {
    const review: Review = (await rate(await order('delivered', SHOP), BUYER, { stars: 2 })).json();
    expect((await hide(review.id, BUYER)).statusCode).toBe(403);
    expect((await hide(review.id, SHOP)).statusCode).toBe(403);
  });

  it('answers 404 for a review that does not exist', async () => {
    expect((await hide(2_000_000_000, MODERATOR)).statusCode).toBe(404);
  });
});
