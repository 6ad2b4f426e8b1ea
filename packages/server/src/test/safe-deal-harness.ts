import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { orderMoney, orders } from '../db/schema.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { createRecordingPublisher } from '../realtime/live-publisher.ts';
import { createSettler, type Settler } from '../money/settle.ts';
import { jpegPhoto, seedAd, seedUser } from './fixtures.ts';
import { multipartBody } from './multipart.ts';
import {
  buildListeningApp,
  startFakeTbank,
  submitPaymentForm,
  tbankClientFor,
  tbankSettings,
  type FakeTbank,
  type ListeningApp,
} from './tbank-harness.ts';
import { TEST_SUPER_ADMIN_ID } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

export const HOUR_MS = 60 * 60 * 1000;
export const ADMIN = TEST_SUPER_ADMIN_ID;
/** Setting up a server, a bank and a database takes a while on a busy machine. */
export const WORLD_SETUP_MS = 180_000;

/** Bank and server share one database, as the built-in emulator does: it is the slow part. */
export interface SafeDealWorld {
  t: ListeningApp;
  fake: FakeTbank;
  clock: { now: Date };
  settler: Settler;
  bank: ReturnType<typeof tbankClientFor>;
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    userId: number,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  heldOrder(seller: number, buyer: number, originalPrice?: number): Promise<HeldOrder>;
  close(): Promise<void>;
}

export interface HeldOrder {
  id: number;
  adId: number;
  paymentId: string;
}

export async function startSafeDealWorld(
  overrides: Record<string, string> = {},
  shared?: DatabaseHandle,
): Promise<SafeDealWorld> {
  const clock = { now: new Date() };
  const database = shared ?? (await openTestDatabase());
  const fake = await startFakeTbank({ now: () => clock.now, database });
  const t = await buildListeningApp(
    { ...tbankSettings(fake.terminal), ...overrides },
    { database },
  );
  await seedUser(t.db, ADMIN, { role: 'admin' });
  const bank = tbankClientFor(fake.terminal);
  const settler = createSettler({
    db: t.db,
    media: createDiskStorage(t.dataDir),
    publisher: createRecordingPublisher(),
    tbank: bank,
    settings: t.config.safeDeal,
    receipt: t.config.receipt,
    log: t.app.log,
    now: () => clock.now,
  });
  const call: SafeDealWorld['call'] = (method, url, userId, payload) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-initdata': t.initDataFor(userId) },
      ...(payload !== undefined && { payload }),
    });
  return {
    t,
    fake,
    clock,
    settler,
    bank,
    call,
    async heldOrder(seller, buyer, originalPrice = 5000) {
      // A test that moved time on must not expire the next payment form.
      clock.now = new Date();
      await seedUser(t.db, seller);
      await seedUser(t.db, buyer);
      const adId = await seedAd(t.db, { ownerId: seller, originalPrice });
      const response = await call('POST', '/api/tinkoff/pay', buyer, {
        adId,
        name: 'Анна',
        address: 'г. Москва, ул. Арбат, 1',
        phone: '+79991234567',
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      const paid = await submitPaymentForm(response.json().paymentUrl, '2200770239097761');
      if (paid.status !== 303) throw new Error(`payment form answered ${paid.status}`);
      const [order] = await t.db.select().from(orders).where(eq(orders.adId, adId));
      if (order?.paymentId == null) throw new Error('no paid order');
      return { id: order.id, adId, paymentId: order.paymentId };
    },
    async close() {
      await t.close();
      await fake.close();
      if (shared === undefined) await database.close();
    },
  };
}

export async function moneyOf(world: SafeDealWorld, orderId: number) {
  const [row] = await world.t.db.select().from(orderMoney).where(eq(orderMoney.orderId, orderId));
  return row;
}

export async function openDispute(
  world: SafeDealWorld,
  buyer: number,
  orderId: number,
  text = 'Букет пришёл увядшим',
) {
  const form = multipartBody({ text }, [
    { field: 'photos', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegPhoto() },
  ]);
  return world.t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/dispute`,
    headers: { ...form.headers, 'x-initdata': world.t.initDataFor(buyer) },
    payload: form.payload,
  });
}
