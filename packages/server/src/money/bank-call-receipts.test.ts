import { PLATFORM_FEE_ITEM_NAME } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRow } from '../test/order-fixtures.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
  openDispute,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

const SELLER = 8_710_000_001;
const BUYER = 8_710_000_002;

interface Item {
  Name: string;
  Amount: number;
  Price: number;
  [field: string]: unknown;
}
interface Receipt {
  Taxation: string;
  Phone?: string;
  Items: Item[];
}

let database: TestDatabase;
let on: SafeDealWorld;
let off: SafeDealWorld;
beforeAll(async () => {
  database = await openTestDatabase();
  on = await startSafeDealWorld({}, database);
  off = await startSafeDealWorld({ TBANK_RECEIPTS: 'off' }, database);
}, WORLD_SETUP_MS);
afterAll(async () => {
  await on.close();
  await off.close();
  await database.close();
});

const bodyOf = (w: SafeDealWorld, method: string, paymentId: string) =>
  w.fake.calls.find((call) => call.method === method && String(call.body.PaymentId) === paymentId)
    ?.body;

async function initReceipt(w: SafeDealWorld, orderId: number): Promise<Receipt> {
  const { paymentOrderId } = await orderRow(w.t.db, orderId);
  const init = w.fake.calls.find(
    (call) => call.method === 'Init' && call.body.OrderId === paymentOrderId,
  );
  return init?.body.Receipt as Receipt;
}

/** A dispute decided as «Частичный возврат»: the bank charges the hold less the refund. */
async function partiallyRefunded(w: SafeDealWorld, refundKopecks: number) {
  const order = await w.heldOrder(SELLER, BUYER);
  await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
  await openDispute(w, BUYER, order.id);
  const decided = await w.call(
    'POST',
    `/api/moderator/orders/${order.id}/dispute/decision`,
    ADMIN,
    {
      decision: 'partial_refund',
      refund_kopecks: refundKopecks,
    },
  );
  expect(decided.statusCode, decided.body).toBe(200);
  return order;
}

describe('receipts on Confirm and Cancel (54-FZ, the marketplace as agent)', () => {
  it('sends a partial Confirm with the receipt of what it charges, items as in Init', async () => {
    const order = await partiallyRefunded(on, 100_000);
    const confirm = bodyOf(on, 'Confirm', order.paymentId);
    expect(confirm?.Amount).toBe(550_000);
    const receipt = confirm?.Receipt as Receipt;
    const [bouquet, fee] = (await initReceipt(on, order.id)).Items;
    expect(receipt.Taxation).toBe((await initReceipt(on, order.id)).Taxation);
    expect(receipt.Items).toEqual([
      { ...bouquet, Price: 500_000, Amount: 500_000 },
      { ...fee, Name: PLATFORM_FEE_ITEM_NAME, Price: 50_000, Amount: 50_000 },
    ]);
    expect(receipt.Items[0]).toHaveProperty('SupplierInfo.Inn');
    expect(receipt.Items[0]).toHaveProperty('AgentData.AgentSign', 'another');
  });

  it('sends no receipt on Init or Confirm when receipts are off', async () => {
    const order = await partiallyRefunded(off, 100_000);
    expect(await initReceipt(off, order.id)).toBeUndefined();
    const confirm = bodyOf(off, 'Confirm', order.paymentId);
    expect(confirm?.Amount).toBe(550_000);
    expect(confirm).not.toHaveProperty('Receipt');
  });

  it('refunds what is left of a partly refunded charge with the mirrored receipt of that sum', async () => {
    const order = await on.heldOrder(SELLER, BUYER);
    // Charged and then partly refunded in the merchant panel; the notifications tell us.
    await on.bank.confirm(order.paymentId);
    await on.bank.cancel(order.paymentId, 'panel-refund', 100_000);
    const cancelled = await on.call('POST', `/api/orders/${order.id}/cancel`, ADMIN, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = on.fake.calls.findLast(
      (call) => call.method === 'Cancel' && String(call.body.PaymentId) === order.paymentId,
    )?.body;
    expect(cancel?.Amount).toBe(550_000);
    const [bouquet, fee] = (await initReceipt(on, order.id)).Items;
    expect((cancel?.Receipt as Receipt).Items).toEqual([
      { ...bouquet, Price: 500_000, Amount: 500_000 },
      { ...fee, Price: 50_000, Amount: 50_000 },
    ]);
    expect((await on.bank.getState(order.paymentId)).Status).toBe('REFUNDED');
  });
});
