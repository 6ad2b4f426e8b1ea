import { PAID_MEANWHILE_MESSAGE } from '@flowers/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adRequests, auditLog, notificationsOutbox } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { REFUND_FAILED_MESSAGE as REFUND_FAILED } from '@flowers/domain';
import { createTbankClient } from '../tbank/tbank-client.ts';
import { createRecordingPublisher, type RecordingPublisher } from '../realtime/live-publisher.ts';
import { createMoneyForOrders } from '../money/money-for-orders.ts';
import { createSettler } from '../money/settle.ts';
import { callerOf, seedAd, seedRequest, seedUser } from '../test/fixtures.ts';
import { adStatus, expectBackInCatalogue, orderRow, seedOrder } from '../test/order-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { OrderRow } from './orders.repository.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';

const SELLER = 8_400_000_001;
const BUYER = 8_400_000_002;
const MODERATOR = 8_400_000_003;
const ADMIN = 8_400_000_004;
const HOUR_MS = 60 * 60 * 1000;

const buyer = callerOf(BUYER, 'user');
const seller = callerOf(SELLER, 'user');
const moderator = callerOf(MODERATOR, 'moderator');
const admin = callerOf(ADMIN, 'admin');

const forbidden = { name: 'AppError', code: 'forbidden', message: 'Недостаточно прав' };

let database: TestDatabase;
let mediaDir: string;
let publisher: RecordingPublisher;
let orders: OrdersService;
/** Orders the service asked the bank to cancel, and what the bank is to answer next. */
const bank: { asked: number[]; refuse: boolean } = { asked: [], refuse: false };
/** What the bank says of an unpaid order's form when staff move the order on. */
const form: { closed: number[]; verdict: 'paid' | 'failed' | 'pending' } = {
  closed: [],
  verdict: 'failed',
};

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'orders-service-'));
  const media = createDiskStorage(mediaDir);
  publisher = createRecordingPublisher();
  const now = () => new Date();
  // Seeded orders have no money row, so the settler never reaches this unreachable bank.
  const tbank = createTbankClient({
    terminalKey: 'UnusedTerminal',
    password: 'unused',
    apiUrl: 'http://127.0.0.1:9/v2/',
  });
  const silent = { warn: () => undefined, error: () => undefined };
  const settler = createSettler({
    db: database.db,
    media,
    publisher,
    tbank,
    settings: { payType: 'T', holdMs: 72 * HOUR_MS, confirmWindowMs: 24 * HOUR_MS },
    receipt: { enabled: false, taxation: 'usn_income', tax: 'none', agentSign: 'another' },
    log: silent as never,
    now,
  });
  const money = createMoneyForOrders({
    db: database.db,
    media,
    tbank,
    receipt: { enabled: false, taxation: 'usn_income', tax: 'none', agentSign: 'another' },
    settler,
    holdMs: 72 * HOUR_MS,
    now,
  });
  orders = createOrdersService({
    db: database.db,
    media,
    publisher,
    money: {
      ...money,
      cancelPayment: (order: OrderRow) => {
        bank.asked.push(order.id);
        if (bank.refuse) return Promise.reject(new AppError('unavailable', REFUND_FAILED));
        return Promise.resolve(null);
      },
      closePaymentForm: (order: OrderRow) => {
        form.closed.push(order.id);
        return Promise.resolve({ verdict: form.verdict });
      },
    },
    now,
  });
  for (const id of [SELLER, BUYER]) await seedUser(database.db, id);
  await seedUser(database.db, MODERATOR, { role: 'moderator' });
  await seedUser(database.db, ADMIN, { role: 'admin' });
});

afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function paidOrder(status: 'paid' | 'created' = 'paid') {
  const adId = await seedAd(database.db, { ownerId: SELLER, status: 'reserved' });
  const orderId = await seedOrder(database.db, { adId, buyerId: BUYER, status });
  return { orderId, adId };
}

/** How many bot messages were ever queued. */
const queuedMessages = async () => (await database.db.select().from(notificationsOutbox)).length;

const auditOf = (orderId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(orderId)));

describe('orders service, called directly', () => {
  it('refuses the list of all orders to a plain user before reading anything', async () => {
    await expect(orders.all(buyer)).rejects.toMatchObject(forbidden);
  });

  it('lists every order but deleted ones for staff', async () => {
    const kept = await paidOrder();
    const gone = await paidOrder();
    await orders.remove(admin, gone.orderId);
    const ids = (await orders.all(moderator)).map((order) => order.id);
    expect(ids).toContain(kept.orderId);
    expect(ids).not.toContain(gone.orderId);
  });

  it('shows the seller the order without the buyer’s phone and email', async () => {
    const { orderId } = await paidOrder();
    const seen = await orders.get(seller, orderId);
    expect(seen.buyer_phone).toBeNull();
    expect(seen.buyer_email).toBeNull();
    expect((await orders.get(buyer, orderId)).buyer_phone).toBe('+79991234567');
  });

  it('refuses to complete an order for a plain user and leaves it paid', async () => {
    const { orderId } = await paidOrder();
    await expect(orders.complete(buyer, orderId)).rejects.toMatchObject(forbidden);
    expect((await orderRow(database.db, orderId)).status).toBe('paid');
  });

  it('completes a paid order, takes the bouquet out for good and records who did it', async () => {
    const { orderId, adId } = await paidOrder();
    const order = await orders.complete(moderator, orderId);
    expect(order.status).toBe('completed');
    expect(await adStatus(database.db, adId)).toBe('completed');
    const audit = await auditOf(orderId);
    expect(audit.map((entry) => [entry.actorId, entry.action])).toEqual([
      [MODERATOR, 'order.complete'],
    ]);
  });

  it('closes the seller’s pending edit request of a bouquet sold with it, leaving the queue', async () => {
    const { orderId, adId } = await paidOrder();
    const requestId = await seedRequest(database.db, adId, SELLER, 'edit', { newTitle: 'Новое' });
    await orders.complete(moderator, orderId);
    const [request] = await database.db
      .select()
      .from(adRequests)
      .where(eq(adRequests.id, requestId));
    expect(request?.approved).toBe(false);
  });

  it('answers 409 to completing an order twice and records the action once', async () => {
    const { orderId } = await paidOrder();
    await orders.complete(moderator, orderId);
    await expect(orders.complete(moderator, orderId)).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it('asks the bank first, then cancels a paid order and returns the bouquet', async () => {
    const { orderId, adId } = await paidOrder();
    const order = await orders.cancel(moderator, orderId, 'Покупатель передумал');
    expect(bank.asked).toContain(orderId);
    expect(order.status).toBe('cancelled');
    await expectBackInCatalogue(database.db, publisher, adId);
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['order.cancel']);
  });

  it('leaves the order and the bouquet as they were when the bank cannot cancel the payment', async () => {
    const { orderId, adId } = await paidOrder();
    bank.refuse = true;
    try {
      await expect(orders.cancel(moderator, orderId)).rejects.toMatchObject({
        code: 'unavailable',
        message: REFUND_FAILED,
      });
    } finally {
      bank.refuse = false;
    }
    expect((await orderRow(database.db, orderId)).status).toBe('paid');
    expect(await adStatus(database.db, adId)).toBe('reserved');
    expect(await auditOf(orderId)).toEqual([]);
  });

  it('completes a created order after closing its payment form, recording it as unpaid, with no message (issue 40)', async () => {
    const { orderId, adId } = await paidOrder('created');
    const queued = await queuedMessages();
    const order = await orders.complete(moderator, orderId);
    expect(form.closed).toContain(orderId);
    expect(order.status).toBe('completed');
    expect(await adStatus(database.db, adId)).toBe('completed');
    expect((await orderRow(database.db, orderId)).paidAt).toBeNull();
    const [audit] = await auditOf(orderId);
    expect(audit?.details).toMatchObject({ unpaid: true });
    expect(await queuedMessages()).toBe(queued);
  });

  it('refuses to mark a created (unpaid) order delivered, saying why, and tells no one (issue 40)', async () => {
    const { orderId, adId } = await paidOrder('created');
    const queued = await queuedMessages();
    await expect(orders.markDelivered(moderator, orderId)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Заказ не оплачен: отметить доставку можно только после оплаты',
    });
    expect(form.closed).not.toContain(orderId);
    expect((await orderRow(database.db, orderId)).status).toBe('created');
    expect(await adStatus(database.db, adId)).toBe('reserved');
    expect(await queuedMessages()).toBe(queued);
    expect(await auditOf(orderId)).toEqual([]);
  });

  it('leaves a created order as it was, saying why, when the buyer paid meanwhile', async () => {
    const { orderId, adId } = await paidOrder('created');
    form.verdict = 'paid';
    try {
      await expect(orders.complete(moderator, orderId)).rejects.toMatchObject({
        code: 'conflict',
        message: PAID_MEANWHILE_MESSAGE,
      });
    } finally {
      form.verdict = 'failed';
    }
    expect((await orderRow(database.db, orderId)).status).toBe('created');
    expect(await adStatus(database.db, adId)).toBe('reserved');
  });

  it('does not ask the bank about a paid order it completes', async () => {
    const { orderId } = await paidOrder();
    await orders.complete(moderator, orderId);
    expect(form.closed).not.toContain(orderId);
  });

  it('refuses to delete an order for a plain user', async () => {
    const { orderId } = await paidOrder();
    await expect(orders.remove(buyer, orderId)).rejects.toMatchObject(forbidden);
    expect((await orderRow(database.db, orderId)).status).toBe('paid');
  });
});
