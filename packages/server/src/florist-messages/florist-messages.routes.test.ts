import { randomUUID } from 'node:crypto';
import { FLORIST_MESSAGE_MAX_CHARS, type FloristThread } from '@flowers/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOutbox, orderDisputes } from '../db/schema.ts';
import { STAFF_CHAT } from '../notifications/outbox-payload.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const SELLER = 7_410_000_001;
const BUYER = 7_410_000_002;
const OTHER_BUYER = 7_410_000_003;
const OTHER_SELLER = 7_410_000_004;
const MODERATOR = 7_410_000_005;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [SELLER, BUYER, OTHER_BUYER, OTHER_SELLER]) {
    await seedUser(t.db, id, { username: `secret_${id}` });
  }
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, as: number | null, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: as === null ? {} : { 'x-initdata': t.initDataFor(as, { username: `secret_${as}` }) },
    ...(payload !== undefined && { payload }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const say = (text: string, key: string = randomUUID()) => ({ text, key });
const bouquet = (title = 'Пионы «Облако»') => seedAd(t.db, { ownerId: SELLER, title });

async function messagesTo(chatId: number) {
  const rows = await t.db
    .select()
    .from(notificationsOutbox)
    .where(eq(notificationsOutbox.chatId, chatId));
  return rows.filter((row) => row.kind.startsWith('florist.') || row.kind.startsWith('staff.'));
}

async function outboxMentioning(text: string) {
  return t.db
    .select()
    .from(notificationsOutbox)
    .where(sql`${notificationsOutbox.payload}::text like ${`%${text}%`}`);
}

describe('«Написать флористу» (issue 40)', () => {
  it('a buyer’s question from the bouquet page reaches the seller’s chat with «Ответить»', async () => {
    const adId = await bouquet('Пионы «Вопрос»');
    const sent = await call('POST', `/api/ads/${adId}/messages`, BUYER, say('Можно без лент?'));
    expect(sent.status).toBe(200);
    const thread = sent.body as FloristThread;
    expect(thread).toMatchObject({ ad_id: adId, viewer: 'buyer', order_id: null });
    expect(thread.messages).toMatchObject([{ from: 'buyer', text: 'Можно без лент?' }]);

    const rows = await outboxMentioning('Можно без лент?');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.chatId).toBe(SELLER);
    const payload = JSON.stringify(rows[0]?.payload);
    expect(payload).toContain(
      `Вопрос покупателя о букете «Пионы «Вопрос»» (переписка №${thread.id})`,
    );
    expect(payload).toContain('"text":"Ответить"');
  });

  it('never tells either side the other’s username, phone or id', async () => {
    const adId = await bouquet();
    await call('POST', `/api/ads/${adId}/messages`, BUYER, say('Здравствуйте'));
    const [thread] = (await call('GET', `/api/ads/${adId}/messages`, SELLER)).body
      .threads as FloristThread[];
    if (thread?.id == null) throw new Error('no thread');
    await call('POST', `/api/florist-threads/${thread.id}/messages`, SELLER, say('Добрый день'));
    const seen = JSON.stringify([
      (await call('GET', `/api/ads/${adId}/messages`, BUYER)).body,
      (await call('GET', `/api/ads/${adId}/messages`, SELLER)).body,
      (await outboxMentioning(`переписка №${thread.id}`)).map((row) => row.payload),
    ]);
    for (const secret of [`secret_${SELLER}`, `secret_${BUYER}`, String(SELLER), String(BUYER)]) {
      expect(seen).not.toContain(secret);
    }
    expect(seen).not.toContain('+7999');
  });

  it('a second tap with the same key creates nothing more, even at the same moment', async () => {
    const adId = await bouquet();
    const body = say('Будут ли белые?');
    const [one, two] = await Promise.all([
      call('POST', `/api/ads/${adId}/messages`, BUYER, body),
      call('POST', `/api/ads/${adId}/messages`, BUYER, body),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    await call('POST', `/api/ads/${adId}/messages`, BUYER, body);
    const thread = (await call('GET', `/api/ads/${adId}/messages`, BUYER)).body
      .threads as FloristThread[];
    expect(thread[0]?.messages).toHaveLength(1);
    expect(await outboxMentioning('Будут ли белые?')).toHaveLength(1);
  });

  it('the seller’s answer reaches the buyer’s chat and both see the thread in order', async () => {
    const adId = await bouquet();
    const asked = (await call('POST', `/api/ads/${adId}/messages`, BUYER, say('Есть синие?')))
      .body as FloristThread;
    const answered = await call(
      'POST',
      `/api/florist-threads/${String(asked.id)}/messages`,
      SELLER,
      say('Да, есть'),
    );
    expect(answered.status).toBe(200);
    expect((answered.body as FloristThread).viewer).toBe('seller');
    const [toBuyer] = await outboxMentioning('Да, есть');
    expect(toBuyer?.chatId).toBe(BUYER);
    expect(JSON.stringify(toBuyer?.payload)).toContain('Ответ флориста о букете');
    const [thread] = (await call('GET', `/api/ads/${adId}/messages`, BUYER)).body
      .threads as FloristThread[];
    expect(thread?.messages.map((m) => [m.from, m.text])).toEqual([
      ['buyer', 'Есть синие?'],
      ['seller', 'Да, есть'],
    ]);
  });

  it('a question asked before buying is on the order page once she buys', async () => {
    const adId = await bouquet();
    await call('POST', `/api/ads/${adId}/messages`, BUYER, say('Доставите к 9 утра?'));
    const orderId = await seedOrder(t.db, { adId, buyerId: BUYER });
    for (const side of [BUYER, SELLER]) {
      const { status, body } = await call('GET', `/api/orders/${orderId}/messages`, side);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        order_id: orderId,
        viewer: side === BUYER ? 'buyer' : 'seller',
      });
      expect((body as FloristThread).messages[0]?.text).toBe('Доставите к 9 утра?');
    }
    await call('POST', `/api/orders/${orderId}/messages`, SELLER, say('Доставим к 9'));
    const [toBuyer] = await outboxMentioning('Доставим к 9');
    expect(JSON.stringify(toBuyer?.payload)).toMatch(/Ответ флориста по заказу №\d{6}-\d{4}/);
  });

  it('an order page without messages answers an empty thread', async () => {
    const orderId = await seedOrder(t.db, { adId: await bouquet(), buyerId: BUYER });
    const { status, body } = await call('GET', `/api/orders/${orderId}/messages`, BUYER);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: null, messages: [], order_id: orderId });
  });

  it('refuses a sixth message in a minute with «Не больше 5 сообщений в минуту»', async () => {
    const adId = await bouquet();
    for (let i = 1; i <= 5; i += 1) {
      expect((await call('POST', `/api/ads/${adId}/messages`, BUYER, say(`№${i}`))).status).toBe(
        200,
      );
    }
    const sixth = await call('POST', `/api/ads/${adId}/messages`, BUYER, say('№6'));
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^Не больше 5 сообщений в минуту/);
  });

  it('refuses an empty message and one over the length limit, in Russian', async () => {
    const adId = await bouquet();
    const empty = await call('POST', `/api/ads/${adId}/messages`, BUYER, say('   '));
    expect(empty).toEqual({ status: 400, body: { error: 'Напишите сообщение' } });
    const long = say('а'.repeat(FLORIST_MESSAGE_MAX_CHARS + 1));
    expect(await call('POST', `/api/ads/${adId}/messages`, BUYER, long)).toEqual({
      status: 400,
      body: { error: 'Сообщение: не больше 1000 символов' },
    });
  });

  it('refuses a seller writing to her own bouquet as a buyer', async () => {
    const adId = await bouquet();
    expect(await call('POST', `/api/ads/${adId}/messages`, SELLER, say('Привет'))).toEqual({
      status: 403,
      body: { error: 'Это ваш букет: покупатели напишут вам сами' },
    });
  });

  it('refuses a buyer of another order, a seller of another ad and anonymous', async () => {
    const adId = await bouquet();
    const orderId = await seedOrder(t.db, { adId, buyerId: BUYER });
    const thread = (await call('POST', `/api/orders/${orderId}/messages`, BUYER, say('Жду')))
      .body as FloristThread;
    const otherAd = await seedAd(t.db, { ownerId: OTHER_SELLER });
    await seedOrder(t.db, { adId: otherAd, buyerId: OTHER_BUYER });
    for (const stranger of [OTHER_BUYER, OTHER_SELLER]) {
      expect((await call('GET', `/api/orders/${orderId}/messages`, stranger)).status).toBe(403);
      expect(
        (await call('POST', `/api/orders/${orderId}/messages`, stranger, say('?'))).status,
      ).toBe(403);
      const url = `/api/florist-threads/${String(thread.id)}/messages`;
      expect((await call('POST', url, stranger, say('?'))).status).toBe(404);
    }
    expect((await call('GET', `/api/orders/${orderId}/messages`, null)).status).toBe(401);
    expect((await call('GET', `/api/ads/${adId}/messages`, OTHER_BUYER)).body).toEqual({
      threads: [],
    });
  });

  it('shows staff the thread only in a dispute or after a report', async () => {
    const adId = await bouquet();
    const orderId = await seedOrder(t.db, { adId, buyerId: BUYER, status: 'delivered' });
    await call('POST', `/api/orders/${orderId}/messages`, BUYER, say('Где букет?'));
    expect(await call('GET', `/api/orders/${orderId}/messages`, MODERATOR)).toEqual({
      status: 403,
      body: {
        error: 'Переписку покупателя и флориста модераторы видят только в споре или по жалобе',
      },
    });
    await t.db.insert(orderDisputes).values({ orderId, text: 'Не привезли', photos: [] });
    const staff = await call('GET', `/api/orders/${orderId}/messages`, MODERATOR);
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ viewer: 'staff', messages: [{ text: 'Где букет?' }] });
  });

  it('a report reaches the staff chat once and lets staff read the thread', async () => {
    const adId = await bouquet();
    const orderId = await seedOrder(t.db, { adId, buyerId: BUYER });
    const asked = (await call('POST', `/api/orders/${orderId}/messages`, BUYER, say('Грубость')))
      .body as FloristThread;
    const [message] = asked.messages;
    const report = `/api/florist-threads/${String(asked.id)}/messages/${String(message?.id)}/report`;
    expect(await call('POST', report, BUYER)).toEqual({
      status: 403,
      body: { error: 'Пожаловаться можно только на сообщение собеседника' },
    });
    const staffBefore = (await messagesTo(STAFF_CHAT)).length;
    expect((await call('POST', report, SELLER)).status).toBe(200);
    expect((await call('POST', report, SELLER)).status).toBe(200);
    const staffRows = await messagesTo(STAFF_CHAT);
    expect(staffRows).toHaveLength(staffBefore + 1);
    expect(JSON.stringify(staffRows.at(-1)?.payload)).toContain('Жалоба на сообщение покупателя');
    const seen = await call('GET', `/api/orders/${orderId}/messages`, SELLER);
    expect((seen.body as FloristThread).messages[0]?.reported).toBe(true);
    expect((await call('GET', `/api/orders/${orderId}/messages`, MODERATOR)).status).toBe(200);
  });
});
