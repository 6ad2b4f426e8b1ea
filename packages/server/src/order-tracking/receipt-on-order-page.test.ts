import {
  RATING_BEFORE_RECEIPT_MESSAGE,
  RATING_DURING_DISPUTE_MESSAGE,
  type OrderTracking,
} from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  WORLD_SETUP_MS,
  startSafeDealWorld,
  type SafeDealWorld,
  openDispute as openDisputeOf,
} from '../test/safe-deal-harness.ts';

// Issue 26: the order page answers «Получили букет?», shows the dispute, and rates after.
const SELLER = 8_780_000_001;
const BUYER = 8_780_000_002;

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld();
}, WORLD_SETUP_MS);
afterAll(() => w.close());

const track = async (id: number) =>
  (await w.call('GET', `/api/orders/${id}/tracking`, BUYER)).json<OrderTracking>();
const rate = (id: number) =>
  w.call('PUT', `/api/orders/${id}/rating`, BUYER, { stars: 5, text: 'Спасибо' });

async function deliveredOrder() {
  const order = await w.heldOrder(SELLER, BUYER);
  await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
  return order;
}

const openDispute = (id: number) => openDisputeOf(w, BUYER, id);

describe('the buyer’s order page and «Получили букет?» (issue 26)', () => {
  it('asks «Получили букет?» after delivery and refuses a rating until the answer', async () => {
    const order = await deliveredOrder();
    expect(await track(order.id)).toMatchObject({ receipt_stage: 'awaiting', can_rate: false });
    const refused = await rate(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: RATING_BEFORE_RECEIPT_MESSAGE });

    await w.call('POST', `/api/orders/${order.id}/receipt`, BUYER);
    expect(await track(order.id)).toMatchObject({ receipt_stage: null, can_rate: true });
    expect((await rate(order.id)).statusCode).toBe(200);
  });

  it('does not ask before delivery', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    expect(await track(order.id)).toMatchObject({ receipt_stage: null, can_rate: false });
  });

  it('shows the dispute under review, then the decision in the buyer’s words', async () => {
    const order = await deliveredOrder();
    await openDispute(order.id);
    expect(await track(order.id)).toMatchObject({
      receipt_stage: 'disputed',
      can_rate: false,
      dispute: { text: 'Букет пришёл увядшим', outcome: null },
    });
    expect((await rate(order.id)).json()).toEqual({ error: RATING_DURING_DISPUTE_MESSAGE });

    await w.call('POST', `/api/moderator/orders/${order.id}/dispute/decision`, ADMIN, {
      decision: 'release',
    });
    const decided = await track(order.id);
    expect(decided.receipt_stage).toBeNull();
    expect(decided.dispute?.outcome).toBe(
      'Модератор решил вернуть вам деньги полностью. Они придут на карту, которой вы платили.',
    );
  });
});
