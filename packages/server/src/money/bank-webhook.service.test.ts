import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../db/schema.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { createRecordingPublisher, type RecordingPublisher } from '../realtime/live-publisher.ts';
import { createSettler } from './settle.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { adStatus, expectBackInCatalogue, orderRow, seedOrder } from '../test/order-fixtures.ts';
import { bankNotification } from '../test/tbank-harness.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { FORGED_NOTIFICATION_MESSAGE } from '@flowers/domain';
import { createBankWebhookService, type BankWebhookService } from './bank-webhook.service.ts';
import { createTbankClient } from '../tbank/tbank-client.ts';

const SELLER = 8_600_000_001;
const BUYER = 8_600_000_002;
const HOUR_MS = 60 * 60 * 1000;
const TERMINAL = { terminalKey: 'ServiceTestTerminal', password: 'service-test-password' };

let database: TestDatabase;
let mediaDir: string;
let publisher: RecordingPublisher;
let notifications: BankWebhookService;

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'bank-webhook-service-'));
  const media = createDiskStorage(mediaDir);
  publisher = createRecordingPublisher();
  const now = () => new Date();
  const silent = { warn: () => undefined, error: () => undefined } as never;
  notifications = createBankWebhookService({
    db: database.db,
    media,
    publisher,
    terminal: TERMINAL,
    // Only a payment for a closed order reaches the bank, and these tests send none.
    settler: createSettler({
      db: database.db,
      media,
      publisher,
      tbank: createTbankClient({ ...TERMINAL, apiUrl: 'http://127.0.0.1:9/v2/' }),
      settings: { payType: 'O', holdMs: 72 * HOUR_MS, confirmWindowMs: 24 * HOUR_MS },
      receipt: { enabled: false, taxation: 'usn_income', tax: 'none', agentSign: 'another' },
      log: silent,
      now,
    }),
    holdMs: 72 * HOUR_MS,
    log: silent,
    now,
  });
  await seedUser(database.db, SELLER);
  await seedUser(database.db, BUYER);
});

afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** An unpaid order for a reserved bouquet, as checkout leaves it. */
async function unpaidOrder() {
  const adId = await seedAd(database.db, { ownerId: SELLER, status: 'reserved' });
  const id = await seedOrder(database.db, {
    adId,
    buyerId: BUYER,
    status: 'created',
    paymentId: String(9_000_000 + adId),
  });
  return { adId, order: await orderRow(database.db, id) };
}

const eventsOf = (orderId: number) =>
  database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.id));

describe('the bank webhook service, called directly', () => {
  it('marks the order paid on CONFIRMED and stores the event as applied', async () => {
    const { order, adId } = await unpaidOrder();
    await notifications.receive(bankNotification(TERMINAL, order, 'CONFIRMED'));
    expect((await orderRow(database.db, order.id)).status).toBe('paid');
    expect(await adStatus(database.db, adId)).toBe('reserved');
    const events = await eventsOf(order.id);
    expect(events.map((event) => [event.status, event.applied])).toEqual([['CONFIRMED', true]]);
  });

  it('applies a replayed CONFIRMED once: stored again, not applied again', async () => {
    const { order } = await unpaidOrder();
    await notifications.receive(bankNotification(TERMINAL, order, 'CONFIRMED'));
    await notifications.receive(bankNotification(TERMINAL, order, 'CONFIRMED'));
    const events = await eventsOf(order.id);
    expect(events.map((event) => event.applied)).toEqual([true, false]);
  });

  it('cancels an unpaid order on REJECTED and announces the bouquet back in the catalogue', async () => {
    const { order, adId } = await unpaidOrder();
    await notifications.receive(bankNotification(TERMINAL, order, 'REJECTED'));
    const cancelled = await orderRow(database.db, order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelReason).toBe('Оплата отклонена банком');
    await expectBackInCatalogue(database.db, publisher, adId);
  });

  it('refuses a forged notification with «Подпись уведомления не сходится» and stores nothing', async () => {
    const { order } = await unpaidOrder();
    const forged = { ...bankNotification(TERMINAL, order, 'CONFIRMED'), Token: '0'.repeat(64) };
    await expect(notifications.receive(forged)).rejects.toMatchObject({
      code: 'forbidden',
      message: FORGED_NOTIFICATION_MESSAGE,
    });
    expect((await orderRow(database.db, order.id)).status).toBe('created');
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it('does not mark the order paid on a signed AUTHORIZED that reports Success false, code 1051', async () => {
    const { order } = await unpaidOrder();
    await notifications.receive(
      bankNotification(TERMINAL, order, 'AUTHORIZED', { Success: false, ErrorCode: '1051' }),
    );
    expect((await orderRow(database.db, order.id)).status).toBe('created');
    const events = await eventsOf(order.id);
    expect(events.map((event) => [event.status, event.applied])).toEqual([['AUTHORIZED', false]]);
  });

  it('still cancels the order on a REJECTED that reports Success false, code 1051', async () => {
    const { order } = await unpaidOrder();
    await notifications.receive(
      bankNotification(TERMINAL, order, 'REJECTED', { Success: false, ErrorCode: '1051' }),
    );
    expect((await orderRow(database.db, order.id)).status).toBe('cancelled');
  });

  it('stores but does not apply a genuine notification with another amount', async () => {
    const { order } = await unpaidOrder();
    await notifications.receive(bankNotification(TERMINAL, order, 'CONFIRMED', { Amount: 100 }));
    expect((await orderRow(database.db, order.id)).status).toBe('created');
    const events = await eventsOf(order.id);
    expect(events.map((event) => [event.status, event.applied])).toEqual([['CONFIRMED', false]]);
  });
});
