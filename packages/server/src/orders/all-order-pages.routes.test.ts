import { AD_PAGE_CURSOR_MESSAGE, type Order, type OrderPage } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const MODERATOR = 7_260_000_001;
const SELLER = 7_260_000_002;
const BUYER = 7_260_000_003;
const ORDERS = 27;
// One deleted, then paid, cancelled and completed in turn.
const statusOf = (i: number) =>
  i === 0 ? 'deleted' : ((['paid', 'cancelled', 'completed'] as const)[i % 3] ?? 'completed');

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  const sameTime = new Date(Date.now() - 60_000);
  for (let i = 0; i < ORDERS; i += 1) {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'completed' });
    const id = await seedOrder(t.db, {
      adId,
      buyerId: BUYER,
      status: statusOf(i),
    });
    // Orders made at one instant: the id orders them, and none is lost between pages.
    if (i % 5 === 0)
      await t.db.update(orders).set({ createdAt: sameTime }).where(eq(orders.id, id));
  }
});
afterAll(() => t.close());

const get = (url: string, userId = MODERATOR) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-initdata': t.initDataFor(userId) } });

describe('GET /api/orders/all/page', () => {
  it('gives, page after page, the orders of GET /api/orders/all in its order', async () => {
    const paged: number[] = [];
    let url: string | null = '/api/orders/all/page';
    while (url !== null) {
      const page: OrderPage = (await get(url)).json();
      paged.push(...page.orders.map((order) => order.id));
      url = page.next_cursor === null ? null : `/api/orders/all/page?cursor=${page.next_cursor}`;
    }
    const whole = (await get('/api/orders/all')).json<Order[]>();
    expect(paged).toEqual(whole.map((order) => order.id));
    expect(paged).toHaveLength(ORDERS - 1);
  });

  it('counts every tab over all the orders, not one page', async () => {
    const page: OrderPage = (await get('/api/orders/all/page')).json();
    expect(page.orders).toHaveLength(24);
    expect(page.counts).toEqual({ all: ORDERS - 1, open: 8, completed: 9, cancelled: 9 });
  });

  it('reads one tab a page at a time', async () => {
    const statuses: string[] = [];
    let url: string | null = '/api/orders/all/page?tab=cancelled';
    while (url !== null) {
      const page: OrderPage = (await get(url)).json();
      statuses.push(...page.orders.map((order) => order.status));
      url =
        page.next_cursor === null
          ? null
          : `/api/orders/all/page?tab=cancelled&cursor=${page.next_cursor}`;
    }
    expect(statuses).toEqual(Array.from({ length: 9 }, () => 'cancelled'));
  });

  it('refuses a tab it does not know with 400', async () => {
    expect((await get('/api/orders/all/page?tab=lost')).statusCode).toBe(400);
  });

  it('refuses a cursor it did not write with 400 and the Russian reason', async () => {
    const response = await get('/api/orders/all/page?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AD_PAGE_CURSOR_MESSAGE);
  });

  it('is for staff only', async () => {
    expect((await get('/api/orders/all/page', BUYER)).statusCode).toBe(403);
  });
});
