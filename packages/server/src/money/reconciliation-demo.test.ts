import {
  DEMO_MISMATCH_UNAVAILABLE_MESSAGE,
  DEMO_MISMATCH_NOTHING_PAID_MESSAGE,
} from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMoney, orders } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildListeningApp, submitPaymentForm, type ListeningApp } from '../test/tbank-harness.ts';
import { TEST_SUPER_ADMIN_ID } from '../test/test-app.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';

const SELLER = 8_760_000_001;
const BUYER = 8_760_000_002;

let t: ListeningApp;
beforeAll(async () => {
  // No TBANK_* settings: the built-in emulator is the bank, as in demo mode.
  t = await buildListeningApp();
  await seedUser(t.db, TEST_SUPER_ADMIN_ID, { role: 'admin' });
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
}, WORLD_SETUP_MS);
afterAll(() => t.close());

const post = (url: string, userId: number, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-initdata': t.initDataFor(userId) },
    ...(payload !== undefined && { payload }),
  });

async function paidOrder(): Promise<number> {
  const adId = await seedAd(t.db, { ownerId: SELLER });
  const response = await post('/api/tinkoff/pay', BUYER, {
    adId,
    name: 'Анна',
    address: 'г. Москва, ул. Арбат, 1',
    phone: '+79991234567',
  });
  expect(response.statusCode, response.body).toBe(200);
  expect((await submitPaymentForm(response.json().paymentUrl, '2200770239097761')).status).toBe(
    303,
  );
  const [order] = await t.db.select().from(orders).where(eq(orders.adId, adId));
  if (order === undefined) throw new Error('no order');
  return order.id;
}

describe('«Сверка» in demo mode: a forced mismatch', () => {
  it('offers it, and says a bouquet must be paid first when nothing is', async () => {
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation',
      headers: { 'x-initdata': t.initDataFor(TEST_SUPER_ADMIN_ID) },
    });
    expect(report.json().can_force_mismatch).toBe(true);
    const refused = await post('/api/admin/reconciliation/demo-mismatch', TEST_SUPER_ADMIN_ID);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: DEMO_MISMATCH_NOTHING_PAID_MESSAGE });
  });

  it('has the bank release the newest hold without telling us, and lists it at once', async () => {
    const orderId = await paidOrder();
    const clean = await post('/api/admin/reconciliation/run', TEST_SUPER_ADMIN_ID);
    expect(clean.json().differences).toEqual([]);

    const forced = await post('/api/admin/reconciliation/demo-mismatch', TEST_SUPER_ADMIN_ID);
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().differences).toEqual([
      expect.objectContaining({
        order_id: orderId,
        kind: 'bank',
        kind_label: 'Расходится с банком',
        text: expect.stringMatching(/^банк: .+; у нас: /),
      }),
    ]);
    // The reconciliation only lists: our money row still says held.
    const [money] = await t.db.select().from(orderMoney).where(eq(orderMoney.orderId, orderId));
    expect(money?.state).toBe('held');
  });

  it('is for admins only', async () => {
    expect((await post('/api/admin/reconciliation/demo-mismatch', BUYER)).statusCode).toBe(403);
  });
});

describe('«Сверка» with a real bank configured', () => {
  let w: SafeDealWorld;
  beforeAll(async () => {
    w = await startSafeDealWorld();
  }, WORLD_SETUP_MS);
  afterAll(() => w.close());

  it('neither offers nor forces a mismatch', async () => {
    const report = await w.call('GET', '/api/admin/reconciliation', ADMIN);
    expect(report.json().can_force_mismatch).toBe(false);
    const refused = await w.call('POST', '/api/admin/reconciliation/demo-mismatch', ADMIN);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: DEMO_MISMATCH_UNAVAILABLE_MESSAGE });
  });
});
