import { PLATFORM_FEE_ITEM_NAME } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../db/schema.ts';
import { TEST_SELLER_INN, seedAd, seedRequest, seedUser } from '../test/fixtures.ts';
import { adStatus, orderRow } from '../test/order-fixtures.ts';
import {
  buildListeningApp,
  startFakeTbank,
  submitPaymentForm,
  tbankSettings,
  type FakeTbank,
  type ListeningApp,
} from '../test/tbank-harness.ts';
import { hasValidToken } from '../tbank/tbank-token.ts';

const SELLER = 8_100_000_001;
const BUYER = 8_100_000_002;

const FORM = {
  name: 'Анна Петрова',
  address: 'г. Москва, ул. Арбат, 10',
  phone: '+79991234567',
  email: 'anna@example.com',
  comment: 'Позвонить за час',
};

async function seedParties(t: ListeningApp) {
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
}

function pay(t: ListeningApp, adId: number, buyer = BUYER, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tinkoff/pay',
    headers: { 'x-initdata': t.initDataFor(buyer) },
    payload: { adId, ...FORM, buyer_user_id: String(buyer), ...extra },
  });
}

const orderForAd = async (t: ListeningApp, adId: number) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.adId, adId));
  if (row === undefined) throw new Error(`no order for ad ${adId}`);
  return row;
};

describe('checkout against the built-in emulator, all over HTTP', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await buildListeningApp();
    await seedParties(t);
  });
  afterAll(() => t.close());

  it('holds the money with a success card: page, AUTHORIZED, order paid, redirect to SuccessURL', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, originalPrice: 7000 });
    const response = await pay(t, adId);
    expect(response.statusCode, response.body).toBe(200);
    const { paymentUrl } = response.json();
    expect(paymentUrl).toMatch(new RegExp(`^${t.url}/tbank-emulator/pay/\\d+$`));
    const order = await orderForAd(t, adId);
    expect(order).toMatchObject({ status: 'created', price: 9100, buyerId: BUYER });
    expect(order.orderNumber).toMatch(/^\d{6}-\d{4,}$/);
    expect(await adStatus(t.db, adId)).toBe('reserved');

    const page = await fetch(paymentUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('9\u00a0100,00 ₽');
    expect(html).not.toContain('<script');

    const paid = await submitPaymentForm(paymentUrl, '2200 7702 3909 7761');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${t.url}/api/success-page?orderId=${order.orderNumber}`,
    );
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await adStatus(t.db, adId)).toBe('reserved');
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    // The safe deal: the bank holds the money; nothing is charged until the deal is done.
    expect(events.map((e) => [e.status, e.verified, e.applied])).toEqual([
      ['AUTHORIZED', true, true],
    ]);
  });

  it('sends a refused card to FailURL with errorCode and errorMessage, and frees the bouquet', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const { paymentUrl } = (await pay(t, adId)).json();
    const refused = await submitPaymentForm(paymentUrl, '2201382000000831');
    const location = new URL(refused.headers.get('location') ?? '');
    expect(location.pathname).toBe('/api/fail-page');
    expect(location.searchParams.get('errorCode')).toBe('1051');
    expect(location.searchParams.get('errorMessage')).toBe('Недостаточно средств на карте');
    const order = await orderForAd(t, adId);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Оплата отклонена банком' });
    expect(await adStatus(t.db, adId)).toBe('new');
  });

  it('shows the form again for a card that is not a test card', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const { paymentUrl } = (await pay(t, adId)).json();
    const response = await submitPaymentForm(paymentUrl, '4111111111111111');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Неизвестная карта');
    expect((await orderForAd(t, adId)).status).toBe('created');
  });

  it('refuses to sell a seller their own bouquet', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const response = await pay(t, adId, SELLER);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Нельзя заказать собственный букет' });
    expect(await adStatus(t.db, adId)).toBe('new');
  });

  it('refuses an order in another buyer’s name with 403', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const response = await pay(t, adId, BUYER, { buyer_user_id: String(SELLER) });
    expect(response.statusCode).toBe(403);
  });

  it('answers an unknown ad with 404 and a reserved one with 409', async () => {
    expect((await pay(t, 99_999_999)).statusCode).toBe(404);
    const reserved = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const response = await pay(t, reserved);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Этот букет уже заказан или недоступен для заказа' });
  });

  it.each([
    ['edit', 'edit_pending'],
    ['delete', 'delete_pending'],
  ] as const)(
    'sells a bouquet with a pending %s request (spec §6) and a refused card returns it to %s',
    async (type, status) => {
      const adId = await seedAd(t.db, { ownerId: SELLER, status });
      await seedRequest(t.db, adId, SELLER, type);
      const response = await pay(t, adId);
      expect(response.statusCode, response.body).toBe(200);
      expect(await adStatus(t.db, adId)).toBe('reserved');
      await submitPaymentForm(response.json().paymentUrl, '2201382000000831');
      expect(await adStatus(t.db, adId)).toBe(status);
    },
  );

  it('answers a form outside Moscow with the domain message and reserves nothing', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const response = await pay(t, adId, BUYER, { address: 'г. Тверь, ул. Советская, 1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Только Москва и Московская область' });
    expect(await adStatus(t.db, adId)).toBe('new');
  });
});

describe('checkout against a fake T-Bank configured as the real one', () => {
  let fake: FakeTbank;
  let t: ListeningApp;
  beforeAll(async () => {
    fake = await startFakeTbank();
    t = await buildListeningApp(tbankSettings(fake.terminal));
    await seedParties(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('charges the server’s price in kopecks, whatever amount the client sends', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, originalPrice: 5000 });
    const response = await pay(t, adId, BUYER, { amount: 1, description: 'почти даром' });
    expect(response.statusCode, response.body).toBe(200);
    const init = fake.calls.filter((call) => call.method === 'Init').at(-1)?.body ?? {};
    const order = await orderForAd(t, adId);
    expect(init).toMatchObject({
      TerminalKey: fake.terminal.terminalKey,
      Amount: 650_000,
      OrderId: `${order.id}-1`,
      PayType: 'T',
      NotificationURL: `${t.url}/api/tinkoff/notification`,
      SuccessURL: `${t.url}/api/success-page?orderId=${order.orderNumber}`,
      FailURL: `${t.url}/api/fail-page?orderId=${order.orderNumber}`,
      Receipt: {
        Email: 'anna@example.com',
        Taxation: 'usn_income',
        Items: [
          {
            Name: 'Букет тюльпанов',
            Price: 500_000,
            Quantity: 1,
            Amount: 500_000,
            Tax: 'none',
            PaymentMethod: 'full_prepayment',
            PaymentObject: 'commodity',
            AgentData: { AgentSign: 'another' },
            SupplierInfo: {
              Name: 'Иванова Анна Сергеевна',
              Inn: TEST_SELLER_INN,
              Phones: ['+79991234567'],
            },
          },
          {
            Name: PLATFORM_FEE_ITEM_NAME,
            Price: 150_000,
            Quantity: 1,
            Amount: 150_000,
            Tax: 'none',
            PaymentMethod: 'full_prepayment',
            PaymentObject: 'agent_commission',
          },
        ],
      },
    });
    expect(String(init.Description)).toContain(order.orderNumber);
    expect(String(init.RedirectDueDate)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/);
    expect(hasValidToken(init, fake.terminal.password)).toBe(true);
    expect(order.paymentId).toMatch(/^\d+$/);
  });

  it('puts the phone on the receipt when no e-mail is given', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    await pay(t, adId, BUYER, { email: '' });
    const receipt = fake.calls.at(-1)?.body.Receipt as Record<string, unknown>;
    expect(receipt.Phone).toBe('+79991234567');
    expect(receipt.Email).toBeUndefined();
  });

  it('lets exactly one of 20 racing buyers reserve a bouquet, with one Init', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const buyers = Array.from({ length: 20 }, (_, i) => 8_100_001_000 + i);
    await Promise.all(buyers.map((id) => seedUser(t.db, id)));
    const initsBefore = fake.count('Init');
    const responses = await Promise.all(buyers.map((id) => pay(t, adId, id)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(fake.count('Init') - initsBefore).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.adId, adId));
    expect(rows).toHaveLength(1);
  });
});

describe('when T-Bank Init fails', () => {
  // A database per app on a busy machine: the setup, not the behaviour, takes the time.
  const SLOW_SETUP_MS = 120_000;
  let fake: FakeTbank;
  beforeAll(async () => {
    fake = await startFakeTbank();
  });
  afterAll(() => fake.close());
  it.each([
    ['refuses the token', async (fake: FakeTbank) => tbankSettings(fake.terminal, 'wrong')],
    [
      'cannot be reached',
      async (fake: FakeTbank) => ({
        ...tbankSettings(fake.terminal),
        TBANK_API_URL: 'http://127.0.0.1:9/v2',
      }),
    ],
  ])(
    'releases the bouquet and cancels the order when the bank %s',
    async (_, settings) => {
      const t = await buildListeningApp(await settings(fake));
      try {
        await seedParties(t);
        const adId = await seedAd(t.db, { ownerId: SELLER });
        const response = await pay(t, adId);
        expect(response.statusCode).toBe(503);
        expect(response.json().error).toMatch(/^Не удалось создать платёж/);
        expect(await adStatus(t.db, adId)).toBe('new');
        expect(await orderForAd(t, adId)).toMatchObject({
          status: 'cancelled',
          cancelReason: 'Платёж не создан',
        });
      } finally {
        await t.close();
      }
    },
    SLOW_SETUP_MS,
  );
});
