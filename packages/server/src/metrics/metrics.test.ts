import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOutbox, payouts, telegramUpdates } from '../db/schema.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import { STAFF_CHAT } from '../notifications/outbox-payload.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests';
const SELLER = 710_001;
const BUYER = 710_002;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('metrics', () => {
  it('does not serve /metrics when METRICS_TOKEN is unset', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-test'],
    ['the token without Bearer', TOKEN],
  ])('refuses a scrape with %s', async (_case, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Нужен токен метрик (METRICS_TOKEN)' });
  });

  it.each(['bearer', 'BEARER', 'BeArEr'])(
    'takes the token after the scheme written %s',
    async (scheme) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `${scheme} ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it('answers in the Prometheus text format and is never cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts requests under their route pattern, not their raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/ads/918273' });
    const text = await scrape();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/ads\/:id",status_code="401"\} 1/,
    );
    expect(text).not.toContain('/api/ads/918273');
  });

  it('counts paths that match no route under one label', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-5551' });
    const text = await scrape();
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    // The raw path, not its digits: a metric value may contain those by chance.
    expect(text).not.toContain('no-such-thing-5551');
  });

  it('reports the event loop lag', async () => {
    expect(await scrape()).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('reports orders by status from the database', async () => {
    const first = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const second = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    await seedOrder(t.db, { adId: first, buyerId: BUYER, status: 'paid' });
    await seedOrder(t.db, { adId: second, buyerId: BUYER, status: 'paid' });
    expect(await scrape()).toMatch(/^flowers_orders\{status="paid"\} 2$/m);
  });

  it('reports unpaid orders past their payment deadline as the sweep backlog', async () => {
    const overdue = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const fresh = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60 * 60_000);
    await seedOrder(t.db, {
      adId: overdue,
      buyerId: BUYER,
      status: 'created',
      paymentDeadline: past,
    });
    await seedOrder(t.db, {
      adId: fresh,
      buyerId: BUYER,
      status: 'created',
      paymentDeadline: future,
    });
    expect(await scrape()).toMatch(/^flowers_reservation_sweep_backlog 1$/m);
  });

  it('reports bank payouts still on their way: how many, how much and the oldest age', async () => {
    const sent = { sellerId: SELLER, paidOn: '2026-11-26', recordedBy: BUYER, method: 'bank' };
    await t.db.insert(payouts).values([
      { ...sent, amountKopecks: 500_000, reference: 'a', state: 'in_transit', bankOrderId: 'm-1' },
      { ...sent, amountKopecks: 12_345, reference: 'b', state: 'in_transit', bankOrderId: 'm-2' },
      { ...sent, amountKopecks: 700_000, reference: 'c', state: 'sent', bankOrderId: 'm-3' },
    ]);
    const text = await scrape();
    expect(text).toMatch(/^flowers_payouts_in_transit 2$/m);
    expect(text).toMatch(/^flowers_payouts_in_transit_kopecks 512345$/m);
    expect(text).toMatch(/^flowers_payouts_oldest_in_transit_seconds [\d.e-]+$/m);
  });

  it('reports the rows of each table the retention sweep watches', async () => {
    await t.db.insert(telegramUpdates).values([{ updateId: 710_101 }, { updateId: 710_102 }]);
    await t.db
      .insert(notificationsOutbox)
      .values({ chatId: BUYER, kind: 'test', payload: {}, status: 'sent', sentAt: new Date() });
    const text = await scrape();
    expect(text).toMatch(/^flowers_table_rows\{table="telegram_updates"\} 2$/m);
    expect(text).toMatch(/^flowers_table_rows\{table="notifications_outbox"\} 1$/m);
    expect(text).toMatch(/^flowers_table_rows\{table="payment_events"\} 0$/m);
    expect(text).toMatch(/^flowers_table_rows\{table="bot_standin_messages"\} 0$/m);
  });

  it('reports the outbox’s unsent messages and their oldest age by kind of chat', async () => {
    await enqueueNotification(t.db, STAFF_CHAT, 'staff.ad_new', { text: 'первое' });
    await enqueueNotification(t.db, STAFF_CHAT, 'staff.ad_new', { text: 'второе' });
    await enqueueNotification(t.db, SELLER, 'ad.approved', { text: 'одобрено' });
    const text = await scrape();
    expect(text).toMatch(/^flowers_outbox_unsent\{chat="staff"\} 2$/m);
    expect(text).toMatch(/^flowers_outbox_unsent\{chat="private"\} 1$/m);
    expect(text).toMatch(/^flowers_outbox_unsent\{chat="group"\} 0$/m);
    expect(text).toMatch(/^flowers_outbox_oldest_unsent_seconds\{chat="staff"\} [\d.e-]+$/m);
  });

  it('reports the outbox’s unsent messages by the class it sends first', async () => {
    await enqueueNotification(t.db, BUYER, 'order.paid', { text: 'оплачен' });
    const text = await scrape();
    // With the three of the test before: two for the staff chat, one approval («other»).
    expect(text).toMatch(/^flowers_outbox_unsent_by_priority\{priority="orders"\} 1$/m);
    expect(text).toMatch(/^flowers_outbox_unsent_by_priority\{priority="staff"\} 2$/m);
    expect(text).toMatch(/^flowers_outbox_unsent_by_priority\{priority="other"\} 1$/m);
    expect(text).toMatch(/^flowers_outbox_unsent_by_priority\{priority="channels"\} 0$/m);
    expect(text).toMatch(
      /^flowers_outbox_oldest_unsent_by_priority_seconds\{priority="orders"\} [\d.e-]+$/m,
    );
  });
});
