import { PAYOUT_WITHOUT_INN_MESSAGE } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts, sellerTaxDetails } from '../db/schema.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';

const SELLER = 8_730_000_001;
const BUYER = 8_730_000_002;

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld();
}, WORLD_SETUP_MS);
afterAll(() => w.close());

const saveDetails = (payload: object) =>
  w.call('PUT', `/api/users/${SELLER}/payment-info`, SELLER, {
    fullName: 'Иванова Мария Петровна',
    bankCardNumber: '2200770239097761',
    ...payload,
  });

describe('a payout needs the seller’s ИНН and tax status (54-FZ)', () => {
  it('refuses a payout to a seller owed money from before ИНН were asked, until they give one', async () => {
    const order = await w.heldOrder(SELLER, BUYER, 5000);
    await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
    await w.call('POST', `/api/orders/${order.id}/receipt`, BUYER);
    // As a seller paid before migration 0014: owed money, no tax details.
    await w.t.db.delete(sellerTaxDetails).where(eq(sellerTaxDetails.userId, SELLER));
    expect((await saveDetails({})).statusCode).toBe(200);

    const payout = { amount_kopecks: 500_000, paid_on: '2026-11-25', reference: 'п/п 7' };
    const refused = await w.call('POST', `/api/admin/payouts/${SELLER}`, ADMIN, payout);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: PAYOUT_WITHOUT_INN_MESSAGE });
    expect(await w.t.db.select().from(payouts).where(eq(payouts.sellerId, SELLER))).toEqual([]);

    const saved = await saveDetails({ inn: '500100732259', taxStatus: 'individual_entrepreneur' });
    expect(saved.json()).toMatchObject({
      inn: '500100732259',
      tax_status: 'individual_entrepreneur',
    });
    const [row] = await w.t.db
      .select()
      .from(sellerTaxDetails)
      .where(eq(sellerTaxDetails.userId, SELLER));
    expect(row?.supplierName).toBe('ИП Иванова Мария Петровна');
    const paid = await w.call('POST', `/api/admin/payouts/${SELLER}`, ADMIN, payout);
    expect(paid.statusCode, paid.body).toBe(200);
  });
});
