import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMoney } from '../db/schema.ts';
import { recordBankStatus } from './bank-status.ts';
import { orderAccountSums } from './ledger/ledger.repository.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { orderRow, seedOrder } from '../test/order-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

const SELLER = 8_770_000_001;
const BUYER = 8_770_000_002;
const HOLD_MS = 144 * 60 * 60 * 1000;

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedUser(database.db, SELLER);
  await seedUser(database.db, BUYER);
});
afterAll(() => database.close());

describe('a refund of a capture we never heard of', () => {
  it('closes the money as refunded, so the sweep stops asking the bank to give it back', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER, status: 'reserved' });
    const id = await seedOrder(database.db, {
      adId,
      buyerId: BUYER,
      paymentId: '9100001',
      status: 'cancelled',
    });
    const order = await orderRow(database.db, id);
    const at = new Date();
    await database.db.transaction(async (tx) => {
      await recordBankStatus(tx, order, { status: 'AUTHORIZED', amountKopecks: null }, at, HOLD_MS);
      // The bank captured on its own; that CONFIRMED is late, and our Cancel refunded it all.
      await recordBankStatus(tx, order, { status: 'REFUNDED', amountKopecks: 0 }, at, HOLD_MS);
    });
    const [money] = await database.db.select().from(orderMoney).where(eq(orderMoney.orderId, id));
    expect(money).toMatchObject({ state: 'refunded', dueAt: null });
    expect(money?.settledAt).not.toBeNull();
    const sums = await orderAccountSums(database.db, id);
    expect(sums.get('buyer_held') ?? 0).toBe(0);
    expect(sums.get('refunds')).toBe(money?.heldKopecks);
  });
});
