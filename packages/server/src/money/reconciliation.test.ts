import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMoney } from '../db/schema.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
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

  it('is for admins only', async () => {
    expect((await w.call('GET', '/api/admin/reconciliation', SELLER)).statusCode).toBe(403);
    expect((await w.call('POST', '/api/admin/reconciliation/run', SELLER)).statusCode).toBe(403);
  });
});
