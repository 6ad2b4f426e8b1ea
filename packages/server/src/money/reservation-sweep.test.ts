import { PAYMENT_WINDOW_MS } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMoney, orders } from '../db/schema.ts';
import { createRecordingPublisher } from '../realtime/live-publisher.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { adStatus, orderRow, seedOrder } from '../test/order-fixtures.ts';
import {
  buildListeningApp,
  submitPaymentForm,
  tbankClientFor,
  type ListeningApp,
} from '../test/tbank-harness.ts';
import { releaseOverdueReservations, type SweepDeps } from './reservation-sweep.ts';

const SELLER = 8_400_000_001;
const BUYER = 8_400_000_002;

let t: ListeningApp;
let deps: Omit<SweepDeps, 'publisher'>;
beforeAll(async () => {
  t = await buildListeningApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  deps = {
    db: t.db,
    media: createDiskStorage(t.dataDir),
    tbank: tbankClientFor(t.terminal),
    holdMs: t.config.safeDeal.holdMs,
  };
});
afterAll(() => t.close());

async function checkout() {
  const adId = await seedAd(t.db, { ownerId: SELLER });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tinkoff/pay',
    headers: { 'x-initdata': t.initDataFor(BUYER) },
    payload: { adId, name: 'Анна', address: 'Москва, Арбат, 1', phone: '+79991234567' },
  });
  const [order] = await t.db.select().from(orders).where(eq(orders.adId, adId));
  if (order === undefined) throw new Error('no order');
  return { order, adId, paymentUrl: response.json().paymentUrl as string };
}

const afterDeadline = () => new Date(Date.now() + PAYMENT_WINDOW_MS + 1000);

describe('reservation release sweep', () => {
  it('leaves an unpaid order alone before its deadline', async () => {
    const { order, adId } = await checkout();
    const publisher = createRecordingPublisher();
    await releaseOverdueReservations({ ...deps, publisher }, new Date());
    expect((await orderRow(t.db, order.id)).status).toBe('created');
    expect(await adStatus(t.db, adId)).toBe('reserved');
  });

  it('cancels an unpaid order past its deadline, cancels its payment form and frees the bouquet', async () => {
    const { order, adId } = await checkout();
    const publisher = createRecordingPublisher();
    await releaseOverdueReservations({ ...deps, publisher }, afterDeadline());
    expect(await orderRow(t.db, order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Истёк срок оплаты',
    });
    expect(await adStatus(t.db, adId)).toBe('new');
    expect((await deps.tbank.getState(String(order.paymentId))).Status).toBe('CANCELED');
    expect(publisher.messages).toContainEqual(
      expect.objectContaining({
        event: 'ad_status_changed',
        payload: {
          adId,
          newStatus: 'new',
          oldStatus: 'reserved',
          message: 'Букет снова доступен для заказа!',
        },
      }),
    );
  });

  it('marks an order paid when the bank says so though the notification was lost', async () => {
    const { order, adId, paymentUrl } = await checkout();
    await submitPaymentForm(paymentUrl, '2200770239097761');
    // As if the notifications never arrived.
    await t.db
      .update(orders)
      .set({ status: 'created', paidAt: null })
      .where(eq(orders.id, order.id));
    await releaseOverdueReservations(
      { ...deps, publisher: createRecordingPublisher() },
      afterDeadline(),
    );
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await adStatus(t.db, adId)).toBe('reserved');
  });

  it('starts the held money of an order whose AUTHORIZED was lost, so the safe deal settles it', async () => {
    const { order, paymentUrl } = await checkout();
    await submitPaymentForm(paymentUrl, '2200770239097761');
    // As if the notification never arrived: no order paid, no money row.
    await t.db.delete(orderMoney).where(eq(orderMoney.orderId, order.id));
    await t.db.update(orders).set({ status: 'created' }).where(eq(orders.id, order.id));
    await releaseOverdueReservations(
      { ...deps, publisher: createRecordingPublisher() },
      afterDeadline(),
    );
    const [money] = await t.db.select().from(orderMoney).where(eq(orderMoney.orderId, order.id));
    expect(money).toMatchObject({ state: 'held', payType: 'T', heldKopecks: 780_000 });
  });

  it('cancels an order whose payment was never created', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const id = await seedOrder(t.db, {
      adId,
      buyerId: BUYER,
      status: 'created',
      paymentDeadline: new Date(Date.now() - 1000),
    });
    await releaseOverdueReservations(
      { ...deps, publisher: createRecordingPublisher() },
      new Date(),
    );
    expect((await orderRow(t.db, id)).status).toBe('cancelled');
    expect(await adStatus(t.db, adId)).toBe('new');
  });

  it('settles each order once when two nodes sweep at the same time', async () => {
    const due = await Promise.all([checkout(), checkout(), checkout()]);
    const at = afterDeadline();
    const [a, b] = await Promise.all([
      releaseOverdueReservations({ ...deps, publisher: createRecordingPublisher() }, at),
      releaseOverdueReservations({ ...deps, publisher: createRecordingPublisher() }, at),
    ]);
    expect(a + b).toBe(due.length);
    for (const { order } of due) expect((await orderRow(t.db, order.id)).status).toBe('cancelled');
  });
});
