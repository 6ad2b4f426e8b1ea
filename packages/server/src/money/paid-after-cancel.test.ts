import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { orders } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { orderRow } from '../test/order-fixtures.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
  moneyOf,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';
import { bankNotification, submitPaymentForm } from '../test/tbank-harness.ts';
import { openTestDatabase } from '../test/test-database.ts';

const SELLER = 8_710_000_001;
const BUYER = 8_710_000_002;

const worlds: Record<'T' | 'O', SafeDealWorld | null> = { T: null, O: null };
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  worlds.T = await startSafeDealWorld({ TBANK_PAY_TYPE: 'T' }, database);
  worlds.O = await startSafeDealWorld({ TBANK_PAY_TYPE: 'O' }, database);
}, WORLD_SETUP_MS);
afterAll(async () => {
  await worlds.T?.close();
  await worlds.O?.close();
  await database.close();
});
const world = (payType: 'T' | 'O') => {
  const w = worlds[payType];
  if (w === null) throw new Error('no world');
  return w;
};

/** An order our side has cancelled (its payment deadline passed) whose form the buyer still pays. */
async function cancelledThenPaid(w: SafeDealWorld) {
  await seedUser(w.t.db, SELLER);
  await seedUser(w.t.db, BUYER);
  const adId = await seedAd(w.t.db, { ownerId: SELLER });
  const response = await w.call('POST', '/api/tinkoff/pay', BUYER, {
    adId,
    name: 'Анна',
    address: 'г. Москва, ул. Арбат, 1',
    phone: '+79991234567',
  });
  const [order] = await w.t.db.select().from(orders).where(eq(orders.adId, adId));
  if (order?.paymentId == null) throw new Error('no order');
  await w.t.db
    .update(orders)
    .set({ status: 'cancelled', cancelReason: 'Истёк срок оплаты', cancelledAt: new Date() })
    .where(eq(orders.id, order.id));
  const paid = await submitPaymentForm(response.json().paymentUrl, '2200770239097761');
  expect(paid.status).toBe(303);
  return { ...order, paymentId: order.paymentId };
}

describe('a payment that arrives for an order already cancelled', () => {
  it('releases the hold at once (AUTHORIZED → Cancel → REVERSED) and keeps the order cancelled', async () => {
    const w = world('T');
    const order = await cancelledThenPaid(w);
    expect((await w.bank.getState(order.paymentId)).Status).toBe('REVERSED');
    expect((await moneyOf(w, order.id))?.state).toBe('released');
    expect((await orderRow(w.t.db, order.id)).status).toBe('cancelled');
  });

  it('stops a one-stage payment at AUTHORIZED, before the bank charges it (REVERSED)', async () => {
    const w = world('O');
    const order = await cancelledThenPaid(w);
    expect((await w.bank.getState(order.paymentId)).Status).toBe('REVERSED');
    expect((await moneyOf(w, order.id))?.state).toBe('released');
  });

  it('refunds a charge whose CONFIRMED arrives for a cancelled order (REFUNDED)', async () => {
    const w = world('O');
    const order = await w.heldOrder(SELLER, BUYER);
    // The cancel lost a race with the charge: the order is closed, the money was taken.
    await w.t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const row = await orderRow(w.t.db, order.id);
    const confirmed = bankNotification(w.fake.terminal, row, 'CONFIRMED');
    const answer = await w.t.app.inject({
      method: 'POST',
      url: '/api/tinkoff/notification',
      payload: confirmed,
    });
    expect(answer.body).toBe('OK');
    expect((await w.bank.getState(order.paymentId)).Status).toBe('REFUNDED');
    expect(await moneyOf(w, order.id)).toMatchObject({
      state: 'refunded',
      capturedKopecks: 650_000,
      refundedKopecks: 650_000,
    });
  });

  it('takes a replayed AUTHORIZED for it harmlessly: OK, no second Cancel, still released', async () => {
    const w = world('T');
    const order = await cancelledThenPaid(w);
    const replay = bankNotification(w.fake.terminal, order, 'AUTHORIZED');
    const cancelsBefore = w.fake.count('Cancel');
    const answer = await w.t.app.inject({
      method: 'POST',
      url: '/api/tinkoff/notification',
      payload: replay,
    });
    expect(answer.body).toBe('OK');
    expect(w.fake.count('Cancel')).toBe(cancelsBefore);
    expect((await moneyOf(w, order.id))?.state).toBe('released');
  });

  it('refunds a one-stage payment when staff cancel the paid order (REFUNDED)', async () => {
    const w = world('O');
    await seedUser(w.t.db, SELLER);
    await seedUser(w.t.db, BUYER);
    const order = await w.heldOrder(SELLER, BUYER);
    expect((await moneyOf(w, order.id))?.state).toBe('captured');
    const response = await w.call('POST', `/api/orders/${order.id}/cancel`, ADMIN);
    expect(response.json().safe_deal).toMatchObject({
      state: 'refunded',
      refunded_kopecks: 650_000,
    });
    expect((await w.bank.getState(order.paymentId)).Status).toBe('REFUNDED');
  });
});
