import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  ledgerPostings,
  notificationsOutbox,
  payoutCards,
  payouts,
  tbankEmulatorE2cPayouts,
} from '../../db/schema.ts';
import { createE2cClient } from '../../tbank/e2c-client.ts';
import { TbankError } from '../../tbank/tbank-client.ts';
import { setE2cFault } from '../../tbank-emulator/e2c.repository.ts';
import {
  EMULATOR_E2C_TERMINAL_KEY,
  emulatorE2cTerminal,
} from '../../tbank-emulator/e2c-terminal.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../../test/safe-deal-harness.ts';
import { createBankPayouts, type BankPayouts } from './bank-payouts.service.ts';

const BUYER = 8_730_000_001;
const GOOD_CARD = '2200770239097761';
const REFUSED_CARD = '2201382000000005';

let w: SafeDealWorld;
/** Another node's follower; each look is an hour later, past any hold or retry delay. */
let follower: BankPayouts;
let followerNow = Date.now();
const followLater = () => {
  followerNow += 60 * 60_000;
  return follower.follow();
};
beforeAll(async () => {
  w = await startSafeDealWorld();
  const { terminal } = emulatorE2cTerminal(w.t.db, w.t.url);
  follower = createBankPayouts({
    db: w.t.db,
    e2c: createE2cClient(terminal),
    log: w.t.app.log,
    now: () => new Date(followerNow),
  });
}, WORLD_SETUP_MS);
afterAll(() => w.close());

/** A seller owed 5 000 ₽ for a 6 500 ₽ bouquet bought, delivered and confirmed. */
async function sellerOwed5000(seller: number) {
  const order = await w.heldOrder(seller, BUYER, 5000);
  await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
  const confirmed = await w.call('POST', `/api/orders/${order.id}/receipt`, BUYER);
  expect(confirmed.json().safe_deal.state).toBe('captured');
}

/** The seller's «Привязать карту в банке», the bank's page, and the return to the app. */
async function bindCard(seller: number, card = GOOD_CARD) {
  const started = await w.call('POST', '/api/my-payout-card/binding', seller);
  expect(started.statusCode, started.body).toBe(200);
  const page = await fetch(started.json().payment_url as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toBe(`${w.t.url}/payment-info?card=bound`);
  return w.call('POST', '/api/my-payout-card/refresh', seller);
}

const pay = (seller: number, key: string, amount = 500_000) =>
  w.call('POST', `/api/admin/payouts/${seller}/bank`, ADMIN, {
    amount_kopecks: amount,
    idempotency_key: key,
  });

const moscowToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());

const owed = async (seller: number) => {
  const lines = (await w.call('GET', '/api/admin/payouts', ADMIN)).json() as {
    seller_id: string;
    owed_kopecks: number;
    in_transit_kopecks: number;
    payout_card: string | null;
  }[];
  return lines.find((line) => line.seller_id === String(seller));
};

const bankPayoutsFor = (orderId: string) =>
  w.t.db.select().from(tbankEmulatorE2cPayouts).where(eq(tbankEmulatorE2cPayouts.orderId, orderId));

const payoutRow = async (key: string) =>
  (await w.t.db.select().from(payouts).where(eq(payouts.bankOrderId, key)))[0];

const toldSeller = (seller: number) =>
  w.t.db
    .select()
    .from(notificationsOutbox)
    .where(and(eq(notificationsOutbox.chatId, seller), eq(notificationsOutbox.kind, 'payout')));

async function followToTheEnd(key: string) {
  for (let look = 0; look < 6 && (await payoutRow(key))?.state === 'in_transit'; look += 1) {
    await followLater();
  }
  return payoutRow(key);
}

describe('Binding a card for payouts at the bank («Платёжная информация»)', () => {
  it('keeps only the bank’s CardId and masked number once the seller binds a card on its page', async () => {
    const seller = 8_730_000_101;
    await sellerOwed5000(seller);
    expect((await w.call('GET', '/api/my-payout-card', seller)).json()).toEqual({
      state: 'none',
      pan: null,
    });
    const bound = await bindCard(seller);
    expect(bound.json()).toEqual({ state: 'bound', pan: '220077******7761' });
    const [row] = await w.t.db.select().from(payoutCards).where(eq(payoutCards.sellerId, seller));
    expect(JSON.stringify(row)).not.toContain(GOOD_CARD);
    expect((await owed(seller))?.payout_card).toBe('220077******7761');
  });
});

describe('«Выплатить через банк»', () => {
  it('pays once for a double tap and for two requests at the same moment', async () => {
    const seller = 8_730_000_201;
    await sellerOwed5000(seller);
    await bindCard(seller);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([pay(seller, key), pay(seller, key)]);
    const third = await pay(seller, key);
    for (const response of [first, second, third]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ method: 'bank', amount_kopecks: 500_000 });
    }
    expect(new Set([first.json().id, second.json().id, third.json().id]).size).toBe(1);
    expect(await bankPayoutsFor(key)).toHaveLength(1);
    expect((await owed(seller))?.owed_kopecks).toBe(0);
  });

  it('follows the bank to COMPLETED, then the money is paid out and the seller is told in Russian', async () => {
    const seller = 8_730_000_301;
    await sellerOwed5000(seller);
    await bindCard(seller);
    const key = crypto.randomUUID();
    const sent = await pay(seller, key);
    expect(sent.json()).toMatchObject({
      state: 'in_transit',
      status_label: 'Отправляется через банк',
    });
    expect((await owed(seller))?.in_transit_kopecks).toBe(500_000);
    const done = await followToTheEnd(key);
    expect(done).toMatchObject({ state: 'sent', bankStatus: 'COMPLETED' });
    expect(await owed(seller)).toMatchObject({ owed_kopecks: 0, in_transit_kopecks: 0 });
    const balance = (await w.call('GET', '/api/my-balance', seller)).json();
    expect(balance.paid_out_kopecks).toBe(500_000);
    expect(balance.payouts[0]).toMatchObject({
      state: 'sent',
      status_label: 'Выплачено продавцу',
      reference: 'Через Т-Банк на карту 220077******7761',
    });
    const told = await toldSeller(seller);
    expect(told.map((row) => (row.payload as { text: string }).text)).toEqual([
      '💸 Выплата отправлена: 5\u00a0000\u00a0₽ на карту 220077******7761 через Т-Банк.',
    ]);
  });

  it('keeps the payout in transit while the bank is down, and pays it once when the bank recovers', async () => {
    const seller = 8_730_000_401;
    await sellerOwed5000(seller);
    await bindCard(seller);
    await setE2cFault(w.t.db, EMULATOR_E2C_TERMINAL_KEY, 'down', 1);
    const key = crypto.randomUUID();
    expect((await pay(seller, key)).json()).toMatchObject({ state: 'in_transit' });
    expect(await payoutRow(key)).toMatchObject({ bankPaymentId: null, attempts: 1 });
    // The bank does the next call but its answer is lost: the retry must find the same payout.
    await setE2cFault(w.t.db, EMULATOR_E2C_TERMINAL_KEY, 'lost_answer', 1);
    await followLater();
    expect(await payoutRow(key)).toMatchObject({ state: 'in_transit', bankPaymentId: null });
    expect(await followToTheEnd(key)).toMatchObject({ state: 'sent' });
    expect(await bankPayoutsFor(key)).toHaveLength(1);
    expect(await toldSeller(seller)).toHaveLength(1);
    expect((await owed(seller))?.owed_kopecks).toBe(0);
  });

  it('sends Payment once when its answer is lost, and learns from GetState that it arrived', async () => {
    const seller = 8_730_000_451;
    await sellerOwed5000(seller);
    await bindCard(seller);
    await setE2cFault(w.t.db, EMULATOR_E2C_TERMINAL_KEY, 'down', 1);
    const key = crypto.randomUUID();
    expect((await pay(seller, key)).json()).toMatchObject({ state: 'in_transit' });
    const { terminal } = emulatorE2cTerminal(w.t.db, w.t.url);
    const bank = createE2cClient(terminal);
    let payments = 0;
    const lossy = createBankPayouts({
      db: w.t.db,
      e2c: {
        ...bank,
        // The bank executes it; its answer never reaches us.
        payment: async (paymentId: string) => {
          payments += 1;
          await bank.payment(paymentId);
          throw new TbankError('network', 'T-Bank Payment: the answer was lost');
        },
      },
      log: w.t.app.log,
      now: () => new Date(followerNow),
    });
    for (let look = 0; look < 6 && (await payoutRow(key))?.state === 'in_transit'; look += 1) {
      followerNow += 60 * 60_000;
      await lossy.follow();
    }
    expect(await payoutRow(key)).toMatchObject({ state: 'sent' });
    expect(payments).toBe(1);
  });

  it('gives the money back to the seller when the bank rejects the payout', async () => {
    const seller = 8_730_000_501;
    await sellerOwed5000(seller);
    await bindCard(seller, REFUSED_CARD);
    const key = crypto.randomUUID();
    await pay(seller, key);
    expect(await followToTheEnd(key)).toMatchObject({ state: 'rejected', bankStatus: 'REJECTED' });
    expect(await owed(seller)).toMatchObject({ owed_kopecks: 500_000, in_transit_kopecks: 0 });
    const [told] = await toldSeller(seller);
    expect((told?.payload as { text: string }).text).toBe(
      'Банк не смог перевести 5\u00a0000\u00a0₽ на карту 220138******0005. ' +
        'Деньги снова ждут выплаты; проверьте карту в «Платёжной информации».',
    );
  });

  it('refuses a seller without a bound card, more than owed, a reused key and a non-admin, moving nothing', async () => {
    const seller = 8_730_000_601;
    await sellerOwed5000(seller);
    const noCard = await pay(seller, crypto.randomUUID());
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json()).toEqual({ error: 'Продавец ещё не привязал карту для выплат в банке' });
    await bindCard(seller);
    expect((await pay(seller, crypto.randomUUID(), 500_001)).statusCode).toBe(400);
    const key = crypto.randomUUID();
    await pay(seller, key, 100_000);
    expect((await pay(seller, key, 200_000)).statusCode).toBe(409);
    const byNonAdmin = await w.call('POST', `/api/admin/payouts/${seller}/bank`, seller, {
      amount_kopecks: 100_000,
      idempotency_key: crypto.randomUUID(),
    });
    expect(byNonAdmin.statusCode).toBe(403);
    const badKey = await pay(seller, 'not-a-key');
    expect(badKey.statusCode).toBe(400);
    expect((await owed(seller))?.owed_kopecks).toBe(400_000);
  });

  it('lists bank payouts in the register in rubles with kopecks, with the bank’s masked card', async () => {
    const seller = 8_730_000_701;
    await sellerOwed5000(seller);
    await bindCard(seller);
    const key = crypto.randomUUID();
    await pay(seller, key, 123_405);
    await followToTheEnd(key);
    const csv = (await w.call('GET', '/api/admin/payouts/register.csv', ADMIN)).body;
    expect(csv).toContain(
      `"220077******7761";"1234,05";"Выплачено через банк";"${moscowToday()}";"Т-Банк, OrderId ${key}"`,
    );
  });

  it('keeps every posting balanced and each seller’s in-transit account at zero once payouts end', async () => {
    const unbalanced = await w.t.db
      .select({ postingId: ledgerEntries.postingId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.postingId)
      .having(sql`sum(${ledgerEntries.amountKopecks}) <> 0`);
    expect(unbalanced).toEqual([]);
    const kinds = await w.t.db.selectDistinct({ kind: ledgerPostings.kind }).from(ledgerPostings);
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['payout_in_transit', 'payout_sent', 'payout_returned']),
    );
    const [settledInTransit] = await w.t.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .innerJoin(payouts, eq(payouts.id, ledgerPostings.payoutId))
      .where(
        and(eq(ledgerEntries.account, 'payouts_in_transit'), sql`${payouts.state} <> 'in_transit'`),
      );
    expect(Number(settledInTransit?.sum)).toBe(0);
  });
});
