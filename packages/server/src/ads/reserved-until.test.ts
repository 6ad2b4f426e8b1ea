import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// Issue 26: others see when a bouquet held by an unpaid order may be free again.
const SELLER = 8_790_000_001;
const BUYER = 8_790_000_002;
const VIEWER = 8_790_000_003;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [SELLER, BUYER, VIEWER]) await seedUser(t.db, id);
});
afterAll(() => t.close());

const view = (adId: number, viewer = VIEWER) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ads/${adId}`,
    headers: { 'x-initdata': t.initDataFor(viewer) },
  });

describe('a reserved bouquet on its page', () => {
  it('says until when an unpaid order holds it', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const deadline = new Date(Date.now() + 12 * 60_000);
    await seedOrder(t.db, { adId, buyerId: BUYER, status: 'created', paymentDeadline: deadline });
    expect((await view(adId)).json()).toMatchObject({
      status: 'reserved',
      reserved_until: deadline.toISOString(),
    });
  });

  it('tells the buyer whose unpaid order holds it that the hold is hers, and no one else (issue 40)', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const deadline = new Date(Date.now() + 12 * 60_000);
    const orderId = await seedOrder(t.db, {
      adId,
      buyerId: BUYER,
      status: 'created',
      paymentDeadline: deadline,
    });
    expect((await view(adId, BUYER)).json()).toMatchObject({
      status: 'reserved',
      your_hold: { order_id: orderId, pay_until: deadline.toISOString() },
    });
    expect((await view(adId)).json()).not.toHaveProperty('your_hold');
  });

  it('gives the buyer no hold once its payment window has closed', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const lapsed = new Date(Date.now() - 60_000);
    await seedOrder(t.db, { adId, buyerId: BUYER, status: 'created', paymentDeadline: lapsed });
    expect((await view(adId, BUYER)).json()).not.toHaveProperty('your_hold');
  });

  it('gives no time for a paid order: that bouquet is not coming back', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    await seedOrder(t.db, { adId, buyerId: BUYER, status: 'paid' });
    expect((await view(adId)).json()).toMatchObject({ reserved_until: null });
  });
});
