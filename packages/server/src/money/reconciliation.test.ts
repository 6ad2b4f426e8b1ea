import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMoney } from '../db/schema.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
  openDispute,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';

const SELLER = 8_750_000_001;
const BUYER = 8_750_000_002;
const METRICS_TOKEN = 'reconciliation-metrics-token';

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld({ METRICS_TOKEN });
}, WORLD_SETUP_MS);
afterAll(() => w.close());

interface Difference {
  order_id: number;
  kind: string;
  kind_label: string;
  text: string;
}
const differencesOf = (body: { differences: Difference[] }, orderId: number) =>
  body.differences.filter((difference) => difference.order_id === orderId);

describe('«Сверка»: payments against the bank’s GetState and the ledger (issue 24)', () => {
  it('finds nothing when the bank, the order and the ledger agree', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    const run = await w.call('POST', '/api/admin/reconciliation/run', ADMIN);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().checked).toBeGreaterThan(0);
    expect(differencesOf(run.json(), order.id)).toEqual([]);
  });

  it('lists a hold our records say was released, against the bank and the ledger, in Russian', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await w.t.db
      .update(orderMoney)
      .set({ state: 'released' })
      .where(eq(orderMoney.orderId, order.id));
    await w.call('POST', '/api/admin/reconciliation/run', ADMIN);
    const report = (await w.call('GET', '/api/admin/reconciliation', ADMIN)).json();
    expect(differencesOf(report, order.id)).toEqual([
      expect.objectContaining({
        kind: 'ledger',
        kind_label: 'Расходится с учётом',
        text: 'учёт: удержано 6\u00a0500\u00a0₽, списано 0\u00a0₽; по заказу: удержано 0\u00a0₽, списано 0\u00a0₽',
      }),
      expect.objectContaining({
        kind: 'bank',
        kind_label: 'Расходится с банком',
        text: 'банк: деньги удержаны; у нас: Удержание снято',
      }),
    ]);
    const metrics = await w.t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/flowers_reconciliation_differences\{kind="bank"\} [1-9]/);
  });

  it('lists a hold the bank partially reversed, with its sum and ours', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    // Part of the hold let go in the bank's merchant panel.
    await w.bank.cancel(order.paymentId, 'panel-partial-reverse', 200_000);
    const run = (await w.call('POST', '/api/admin/reconciliation/run', ADMIN)).json();
    expect(differencesOf(run, order.id)).toEqual([
      expect.objectContaining({
        kind: 'bank',
        text: 'банк: удержание частично снято, 4\u00a0500\u00a0₽; у нас удержано 6\u00a0500\u00a0₽',
      }),
    ]);
  });

  it('lists a row no sweep will ever move, with how long it has not moved', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await w.t.db
      .update(orderMoney)
      .set({ dueAt: null, heldAt: new Date(Date.now() - 30.5 * 60 * 60 * 1000) })
      .where(eq(orderMoney.orderId, order.id));
    const run = (await w.call('POST', '/api/admin/reconciliation/run', ADMIN)).json();
    expect(differencesOf(run, order.id)).toEqual([
      expect.objectContaining({
        kind: 'stuck',
        kind_label: 'Деньги без движения',
        text: 'у нас: Деньги удержаны, ждёт доставки, но ни одна задача его не сдвинет; без движения 30 ч',
      }),
    ]);
  });

  it('leaves alone a dispute the bank captured on its own, and a deal done after it', async () => {
    const disputed = await w.heldOrder(SELLER, BUYER);
    await w.call('POST', `/api/orders/${disputed.id}/moder-delivered`, ADMIN);
    await openDispute(w, BUYER, disputed.id);
    await w.bank.confirm(disputed.paymentId);
    await w.settler.settle(disputed.id);
    const done = await w.heldOrder(SELLER, BUYER);
    await w.call('POST', `/api/orders/${done.id}/moder-delivered`, ADMIN);
    await w.bank.confirm(done.paymentId);
    await w.call('POST', `/api/orders/${done.id}/receipt`, BUYER);
    const run = (await w.call('POST', '/api/admin/reconciliation/run', ADMIN)).json();
    expect(differencesOf(run, disputed.id)).toEqual([]);
    expect(differencesOf(run, done.id)).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await w.call('GET', '/api/admin/reconciliation', SELLER)).statusCode).toBe(403);
    expect((await w.call('POST', '/api/admin/reconciliation/run', SELLER)).statusCode).toBe(403);
  });
});
