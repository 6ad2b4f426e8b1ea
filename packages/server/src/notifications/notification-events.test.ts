import { rublesToKopecks } from '@flowers/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adRequests, ads, notificationsOutbox } from '../db/schema.ts';
import { expireDueAds } from '../jobs/expire-ads.ts';
import { emulatorTerminal } from '../tbank-emulator/emulator-terminal.ts';
import { jpegPhoto, seedAd, seedRequest, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { orderRow, seedOrder } from '../test/order-fixtures.ts';
import { bankNotification } from '../test/tbank-harness.ts';
import { TEST_BOT_TOKEN, buildTestApp, type TestApp } from '../test/test-app.ts';
import { notifyAdApproved } from '../ads/ad-notifications.ts';
import { STAFF_CHAT, type OutboxPayload } from './outbox-payload.ts';

const SELLER = 7_300_000_001;
const BUYER = 7_300_000_002;
const MODERATOR = 7_300_000_003;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
});
afterAll(() => t.close());
beforeEach(() => t.db.delete(notificationsOutbox));

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });
const post = (url: string, userId: number, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(userId), ...(payload && { payload }) });

/** Every queued message: to whom, what kind, and its text (or the line it appends). */
const queued = async () =>
  (await t.db.select().from(notificationsOutbox).orderBy(asc(notificationsOutbox.id))).map(
    (row) => {
      const payload = row.payload as unknown as OutboxPayload;
      const text =
        'append' in payload ? payload.append.line : 'text' in payload ? payload.text : '';
      return { to: row.chatId, kind: row.kind, text };
    },
  );
const terminal = () => emulatorTerminal(t.config.publicUrl, TEST_BOT_TOKEN);

/** An unpaid order for a reserved bouquet, with the bank's payment id. */
async function unpaidOrder(paymentId: string) {
  const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
  const orderId = await seedOrder(t.db, { adId, buyerId: BUYER, status: 'created', paymentId });
  return orderRow(t.db, orderId);
}

const staffDecided = (line: string) => ({
  to: STAFF_CHAT,
  kind: 'staff.decided',
  text: expect.stringContaining(line),
});

describe('every event queues exactly one message per party', () => {
  it('a new ad reaches the staff chat with its photo and «Одобрить» / «Отклонить»', async () => {
    const body = multipartBody(
      {
        title: 'Букет <пионов>',
        original_price: '7000',
        address: 'г. Москва, ул. Арбат, 10',
        phone: '+79991234567',
      },
      [{ field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegPhoto() }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      headers: { ...as(SELLER), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(notificationsOutbox);
    expect(row?.chatId).toBe(STAFF_CHAT);
    expect(row?.kind).toBe('staff.ad_new');
    expect(row?.payload.text).toContain('Букет &lt;пионов&gt;');
    expect(row?.payload.photoUrl).toMatch(/^\/media\/ads\/.+\.webp$/);
    expect(JSON.stringify(row?.payload.buttons)).toContain('"callback":"ad:no:');
  });

  it('approving tells the seller the ad is published, and the staff chat who approved', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    expect((await post(`/api/moderate/ads/${id}/approve`, MODERATOR)).statusCode).toBe(200);
    expect(await queued()).toEqual([
      { to: SELLER, kind: 'ad.approved', text: expect.stringContaining('одобрено') },
      staffDecided(`✅ Одобрено: @user${MODERATOR}`),
    ]);
  });

  it('rejecting tells the seller and the staff chat the moderator’s reason', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const reason = { reason: 'Фото не соответствует описанию' };
    expect((await post(`/api/moderate/ads/${id}/reject`, MODERATOR, reason)).statusCode).toBe(200);
    expect(await queued()).toEqual([
      { to: SELLER, kind: 'ad.rejected', text: expect.stringContaining(reason.reason) },
      staffDecided(`❌ Отклонено: @user${MODERATOR}\nПричина: ${reason.reason}`),
    ]);
  });

  it('an edit request reaches the staff chat, and its approval the seller', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER });
    const edit = { title: 'Новые пионы', price: 8000 };
    expect((await post(`/api/ads/${id}/edit-request`, SELLER, edit)).statusCode).toBe(200);
    const [request] = await queued();
    expect(request).toMatchObject({ to: STAFF_CHAT, kind: 'staff.edit_request' });
    await t.db.delete(notificationsOutbox);
    const requestId = await seedRequest(t.db, id, SELLER, 'edit', { newTitle: 'Новые пионы' });
    await t.db.update(ads).set({ status: 'edit_pending' }).where(eq(ads.id, id));
    await post(`/api/ad_edits/${requestId}/approve`, MODERATOR, { ad_id: id });
    expect((await queued()).map((row) => [row.to, row.kind])).toEqual([
      [SELLER, 'ad.edit_approved'],
      [STAFF_CHAT, 'staff.decided'],
    ]);
  });

  it('a delete request reaches the staff chat, and its refusal the seller', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER });
    expect((await post(`/api/ads/${id}/delete-request`, SELLER)).statusCode).toBe(200);
    expect((await queued()).map((row) => row.kind)).toEqual(['staff.delete_request']);
    await t.db.delete(notificationsOutbox);
    await post('/api/moderate-ad-cancel-delete', MODERATOR, { ad_id: id });
    expect((await queued()).map((row) => [row.to, row.kind])).toEqual([
      [SELLER, 'ad.delete_rejected'],
      [STAFF_CHAT, 'staff.decided'],
    ]);
  });

  it('refusing an edit tells the seller the ad stayed as it was', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'edit_pending' });
    const requestId = await seedRequest(t.db, id, SELLER, 'edit', { newTitle: 'Другое' });
    expect((await post(`/api/ad_edits/${requestId}/reject`, MODERATOR)).statusCode).toBe(200);
    expect(await queued()).toEqual([
      { to: SELLER, kind: 'ad.edit_rejected', text: expect.stringContaining('осталось прежним') },
      staffDecided(`❌ Отклонено: @user${MODERATOR}`),
    ]);
  });

  it('approving a delete request tells the seller the ad is deleted', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER });
    expect((await post(`/api/ads/${id}/delete-request`, SELLER)).statusCode).toBe(200);
    const [request] = await t.db.select().from(adRequests).where(eq(adRequests.adId, id));
    await t.db.delete(notificationsOutbox);
    const approved = await post(`/api/ad_edits/${request?.id}/approve`, MODERATOR);
    expect(approved.statusCode).toBe(200);
    expect(await queued()).toEqual([
      { to: SELLER, kind: 'ad.delete_approved', text: expect.stringContaining('удалено') },
      staffDecided(`✅ Одобрено: @user${MODERATOR}`),
    ]);
  });

  it('an ad that expires after 48 hours tells its seller', async () => {
    const id = await seedAd(t.db, {
      ownerId: SELLER,
      createdAt: new Date(Date.now() - 49 * 3_600_000),
    });
    await expireDueAds(t.db, { adStatusChanged() {} } as never, new Date());
    expect(await queued()).toEqual([
      { to: SELLER, kind: 'ad.expired', text: expect.stringContaining('48 часов') },
    ]);
    expect((await t.db.select().from(ads).where(eq(ads.id, id)))[0]?.status).toBe('expired');
  });

  it('a paid order tells the seller to deliver within 24 hours, the buyer and the staff', async () => {
    const body = bankNotification(terminal(), await unpaidOrder('555'), 'CONFIRMED');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tinkoff/notification',
      payload: body,
    });
    expect(response.body).toBe('OK');
    const rows = await queued();
    expect(rows.map((row) => [row.to, row.kind])).toEqual([
      [SELLER, 'order.bought'],
      [BUYER, 'order.paid'],
      [STAFF_CHAT, 'staff.order_paid'],
    ]);
    expect(rows[0]?.text).toContain('в течение 24 часов');
    expect(rows[0]?.text).toContain('+79991234567');
    // The bank's retry of the same notification tells nobody twice.
    await t.app.inject({ method: 'POST', url: '/api/tinkoff/notification', payload: body });
    expect(await queued()).toHaveLength(3);
  });

  it('a bank notification that does not match its order reaches the staff chat', async () => {
    const order = await unpaidOrder('556');
    const body = bankNotification(terminal(), order, 'CONFIRMED', {
      Amount: rublesToKopecks(order.price) + 100,
    });
    await t.app.inject({ method: 'POST', url: '/api/tinkoff/notification', payload: body });
    expect(await queued()).toEqual([
      {
        to: STAFF_CHAT,
        kind: 'staff.payment_problem',
        text: expect.stringContaining(`заказом №${order.orderNumber}`),
      },
    ]);
  });

  it('a stage photo reaches the buyer as a photo with the stage as caption', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const orderId = await seedOrder(t.db, { adId, buyerId: BUYER });
    const body = multipartBody({}, [
      { field: 'photo', filename: 's.jpg', contentType: 'image/jpeg', data: await jpegPhoto() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/photos/delivery`,
      headers: { ...as(MODERATOR), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(notificationsOutbox);
    expect(row).toMatchObject({ chatId: BUYER, kind: 'order.stage_photo' });
    expect(row?.payload.text).toContain('Доставка');
    expect(row?.payload.photoUrl).toMatch(/^\/media\/orders\//);
  });

  it('delivery tells the buyer and the seller', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const orderId = await seedOrder(t.db, { adId, buyerId: BUYER });
    expect((await post(`/api/orders/${orderId}/moder-delivered`, MODERATOR)).statusCode).toBe(200);
    expect((await queued()).map((row) => [row.to, row.kind])).toEqual([
      [BUYER, 'order.delivered'],
      [SELLER, 'order.delivered_seller'],
    ]);
  });

  it('cancelling a paid order tells the buyer and the seller the reason', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const orderId = await seedOrder(t.db, { adId, buyerId: BUYER });
    const reason = { reason: 'Букет повреждён' };
    expect((await post(`/api/orders/${orderId}/cancel`, MODERATOR, reason)).statusCode).toBe(200);
    const rows = await queued();
    expect(rows.map((row) => [row.to, row.kind])).toEqual([
      [BUYER, 'order.cancelled'],
      [SELLER, 'order.cancelled_seller'],
    ]);
    expect(rows.every((row) => row.text.includes('Букет повреждён'))).toBe(true);
  });
});

describe('a change that does not happen says nothing', () => {
  it('a second approval of the same ad is refused and queues nothing more', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    await post(`/api/moderate/ads/${id}/approve`, MODERATOR);
    expect((await post(`/api/moderate/ads/${id}/approve`, MODERATOR)).statusCode).toBe(409);
    expect(await queued()).toHaveLength(2);
  });

  it('a transaction that fails after queueing leaves no message behind', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER });
    await expect(
      t.db.transaction(async (tx) => {
        await notifyAdApproved(tx, { id, ownerId: SELLER, title: 'Букет' });
        throw new Error('the change fails after the message was queued');
      }),
    ).rejects.toThrow('the change fails');
    expect(await queued()).toEqual([]);
  });
});
