import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  SELLER_WITHOUT_INN_MESSAGE,
  priceWithCommission,
  PAYMENT_UNAVAILABLE_MESSAGE,
  ORDER_NOT_PAYABLE_MESSAGE,
  PAYMENT_PENDING_MESSAGE,
  PAYMENT_WINDOW_MS,
} from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.ts';
import { orders } from '../db/schema.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { createRecordingPublisher } from '../realtime/live-publisher.ts';
import { TEST_SELLER_INN, seedAd, seedUser } from '../test/fixtures.ts';
import { adStatus } from '../test/order-fixtures.ts';
import { startFakeTbank, type FakeTbank } from '../test/tbank-harness.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createTbankClient, type TbankTerminal } from '../tbank/tbank-client.ts';

const SELLER = 8_500_000_001;
const BUYER = 8_500_000_002;
const OTHER_BUYER = 8_500_000_003;
const SELLER_WITHOUT_INN = 8_500_000_004;

const user = (id: number): CurrentUser => ({
  id,
  username: `user${id}`,
  role: 'user',
  blacklisted: false,
  isSuperAdmin: false,
});

const FORM = {
  name: 'Анна Петрова',
  address: 'г. Москва, ул. Арбат, 10',
  phone: '+79991234567',
  email: undefined,
  comment: '',
};

let database: TestDatabase;
let mediaDir: string;
let media: MediaStorage;
let bank: FakeTbank;

/** The checkout service against the given bank, on the test database. */
function checkoutWith(terminal: TbankTerminal) {
  return createCheckoutService({
    db: database.db,
    media,
    publisher: createRecordingPublisher(),
    tbank: createTbankClient(terminal, { payType: 'T' }),
    publicUrl: 'http://127.0.0.1:1',
    receipt: { enabled: true, taxation: 'usn_income', tax: 'none', agentSign: 'another' },
    log: { error: () => undefined } as never,
    now: () => clock,
  });
}

let clock = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'checkout-service-'));
  media = createDiskStorage(mediaDir);
  bank = await startFakeTbank();
  for (const id of [SELLER, BUYER, OTHER_BUYER, SELLER_WITHOUT_INN]) {
    await seedUser(database.db, id);
  }
});

afterAll(async () => {
  await bank.close();
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const orderOf = async (adId: number) => {
  const rows = await database.db.select().from(orders).where(eq(orders.adId, adId));
  return rows;
};

describe('checkout service, called directly', () => {
  it('reserves the bouquet, opens the order at the server’s price and keeps the bank’s PaymentId', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER, originalPrice: 7000 });
    const { paymentUrl } = await checkoutWith(bank.terminal).pay(user(BUYER), {
      adId,
      ...FORM,
      // The client's amount is ignored: the price is the server's (ARCHITECTURE.md).
      amount: 1,
    });
    expect(paymentUrl).toMatch(/\/tbank-emulator\/pay\/\d+$/);
    expect(await adStatus(database.db, adId)).toBe('reserved');
    const [order] = await orderOf(adId);
    expect(order).toMatchObject({
      status: 'created',
      buyerId: BUYER,
      sellerId: SELLER,
      price: priceWithCommission(7000),
      originalPrice: 7000,
      paymentOrderId: `${order?.id}-1`,
    });
    expect(order?.paymentId).not.toBeNull();
    const init = bank.calls.find((call) => call.body.OrderId === order?.paymentOrderId);
    expect(init?.body.Amount).toBe(priceWithCommission(7000) * 100);
  });

  it('sends the bank an agent receipt: the bouquet for its seller by ИНН, our fee on its own', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER, originalPrice: 7000 });
    await checkoutWith(bank.terminal).pay(user(BUYER), { adId, ...FORM });
    const [order] = await orderOf(adId);
    const init = bank.calls.find((call) => call.body.OrderId === order?.paymentOrderId);
    const receipt = init?.body.Receipt as { Items: Record<string, unknown>[] };
    expect(receipt.Items).toEqual([
      expect.objectContaining({
        Amount: 700_000,
        PaymentObject: 'commodity',
        AgentData: { AgentSign: 'another' },
        SupplierInfo: {
          Name: 'Иванова Анна Сергеевна',
          Inn: TEST_SELLER_INN,
          Phones: ['+79991234567'],
        },
      }),
      expect.objectContaining({
        Amount: (priceWithCommission(7000) - 7000) * 100,
        PaymentObject: 'agent_commission',
      }),
    ]);
  });

  it('refuses a bouquet whose seller has no ИНН yet, with «Продавец ещё не указал ИНН…», reserving nothing', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER_WITHOUT_INN, ownerHasInn: false });
    const initsBefore = bank.count('Init');
    await expect(
      checkoutWith(bank.terminal).pay(user(BUYER), { adId, ...FORM }),
    ).rejects.toMatchObject({ code: 'conflict', message: SELLER_WITHOUT_INN_MESSAGE });
    expect(await adStatus(database.db, adId)).toBe('new');
    expect(await orderOf(adId)).toEqual([]);
    expect(bank.count('Init')).toBe(initsBefore);
  });

  it('refuses a seller’s own bouquet with «Нельзя заказать собственный букет»', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    await expect(
      checkoutWith(bank.terminal).pay(user(SELLER), { adId, ...FORM }),
    ).rejects.toMatchObject({ code: 'conflict', message: 'Нельзя заказать собственный букет' });
    expect(await adStatus(database.db, adId)).toBe('new');
    expect(await orderOf(adId)).toEqual([]);
  });

  it('refuses a second buyer of a reserved bouquet and opens no second order', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    await checkoutWith(bank.terminal).pay(user(BUYER), { adId, ...FORM });
    await expect(
      checkoutWith(bank.terminal).pay(user(OTHER_BUYER), { adId, ...FORM }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: 'Этот букет уже заказан или недоступен для заказа',
    });
    expect(await orderOf(adId)).toHaveLength(1);
  });

  it('refuses an order in someone else’s name', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    await expect(
      checkoutWith(bank.terminal).pay(user(BUYER), {
        adId,
        ...FORM,
        buyer_user_id: String(OTHER_BUYER),
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(await adStatus(database.db, adId)).toBe('new');
  });

  it('cancels the order and frees the bouquet when the bank does not answer Init', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const silentBank = { ...bank.terminal, apiUrl: 'http://127.0.0.1:9/v2/' };
    await expect(
      checkoutWith(silentBank).pay(user(BUYER), { adId, ...FORM }),
    ).rejects.toMatchObject({ code: 'unavailable', message: PAYMENT_UNAVAILABLE_MESSAGE });
    expect(await adStatus(database.db, adId)).toBe('new');
    const [order] = await orderOf(adId);
    expect(order?.status).toBe('cancelled');
  });

  it('answers a double tap on «Оплатить» with one order, one Init and the same payment', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const inits = bank.count('Init');
    const checkout = checkoutWith(bank.terminal);
    const [first, second] = await Promise.all([
      checkout.pay(user(BUYER), { adId, ...FORM }),
      checkout.pay(user(BUYER), { adId, ...FORM }),
    ]);
    expect(second.paymentUrl).toBe(first.paymentUrl);
    expect(bank.count('Init') - inits).toBe(1);
    expect(await orderOf(adId)).toHaveLength(1);
  });

  it('answers the buyer’s repeated request within the payment window with the same payment', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const checkout = checkoutWith(bank.terminal);
    const first = await checkout.pay(user(BUYER), { adId, ...FORM });
    const inits = bank.count('Init');
    const again = await checkout.pay(user(BUYER), { adId, ...FORM });
    expect(again.paymentUrl).toBe(first.paymentUrl);
    expect(bank.count('Init')).toBe(inits);
    const [order] = await orderOf(adId);
    expect(order).toMatchObject({ status: 'created', paymentUrl: first.paymentUrl });
  });

  it('refuses the same buyer once the payment window is over', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const checkout = checkoutWith(bank.terminal);
    await checkout.pay(user(BUYER), { adId, ...FORM });
    clock = new Date(Date.now() + PAYMENT_WINDOW_MS + 60_000);
    try {
      await expect(checkout.pay(user(BUYER), { adId, ...FORM })).rejects.toMatchObject({
        code: 'conflict',
        message: 'Этот букет уже заказан или недоступен для заказа',
      });
    } finally {
      clock = new Date();
    }
  });

  it('opens the unpaid order’s own payment again for «Оплатить» from «Мои заказы»', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const checkout = checkoutWith(bank.terminal);
    const first = await checkout.pay(user(BUYER), { adId, ...FORM });
    const [order] = await orderOf(adId);
    const inits = bank.count('Init');
    expect(await checkout.resume(user(BUYER), order?.id ?? 0)).toEqual(first);
    expect(bank.count('Init')).toBe(inits);
  });

  it('lets only the order’s buyer pay it again', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const checkout = checkoutWith(bank.terminal);
    await checkout.pay(user(BUYER), { adId, ...FORM });
    const [order] = await orderOf(adId);
    await expect(checkout.resume(user(OTHER_BUYER), order?.id ?? 0)).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it('refuses to pay again a cancelled order with «Этот заказ уже нельзя оплатить»', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const checkout = checkoutWith(bank.terminal);
    await checkout.pay(user(BUYER), { adId, ...FORM });
    const [order] = await orderOf(adId);
    await database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.adId, adId));
    await expect(checkout.resume(user(BUYER), order?.id ?? 0)).rejects.toMatchObject({
      code: 'conflict',
      message: ORDER_NOT_PAYABLE_MESSAGE,
    });
  });

  it('repeats Init for the same OrderId when the first request was lost, and gets the same payment', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const checkout = checkoutWith(bank.terminal);
    const first = await checkout.pay(user(BUYER), { adId, ...FORM });
    // The first request died after its order was written: no payment recorded.
    await database.db
      .update(orders)
      .set({ paymentId: null, paymentUrl: null })
      .where(eq(orders.adId, adId));
    clock = new Date(Date.now() + 30_000);
    const inits = bank.count('Init');
    try {
      const again = await checkout.pay(user(BUYER), { adId, ...FORM });
      expect(again.paymentUrl).toBe(first.paymentUrl);
    } finally {
      clock = new Date();
    }
    expect(bank.count('Init') - inits).toBe(1);
    expect(await orderOf(adId)).toHaveLength(1);
  });

  it('asks to wait a moment when «Оплатить» comes before the bank’s form exists', async () => {
    const adId = await seedAd(database.db, { ownerId: SELLER });
    const checkout = checkoutWith(bank.terminal);
    await checkout.pay(user(BUYER), { adId, ...FORM });
    await database.db.update(orders).set({ paymentUrl: null }).where(eq(orders.adId, adId));
    const [order] = await orderOf(adId);
    await expect(checkout.resume(user(BUYER), order?.id ?? 0)).rejects.toMatchObject({
      code: 'conflict',
      message: PAYMENT_PENDING_MESSAGE,
    });
  });
});
