import { MONEY_LABELS } from '@flowers/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notificationsOutbox } from '../db/schema.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';

const SELLER = 8_720_000_001;
const BUYER = 8_720_000_002;
const CARD = '2200770239097761';

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld();
}, WORLD_SETUP_MS);
afterAll(() => w.close());

/** A 6 500 ₽ bouquet (the seller's price 5 000 ₽) bought, delivered and confirmed. */
async function capturedSale() {
  const order = await w.heldOrder(SELLER, BUYER, 5000);
  await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
  const confirmed = await w.call('POST', `/api/orders/${order.id}/receipt`, BUYER);
  expect(confirmed.json().safe_deal.state).toBe('captured');
  return order;
}

interface Line {
  seller_id: string;
  owed_kopecks: number;
}
const sellerLine = async (): Promise<Line | undefined> =>
  ((await w.call('GET', '/api/admin/payouts', ADMIN)).json() as Line[]).find(
    (line) => line.seller_id === String(SELLER),
  );
const owedNow = async () => (await sellerLine())?.owed_kopecks ?? 0;

describe('«Выплаты»: what each seller is owed, and recording payouts', () => {
  beforeAll(async () => {
    await w.heldOrder(SELLER, BUYER);
    const saved = await w.t.app.inject({
      method: 'PUT',
      url: `/api/users/${SELLER}/payment-info`,
      headers: { 'x-initdata': w.t.initDataFor(SELLER) },
      payload: { fullName: 'Иванова Мария Петровна', bankCardNumber: CARD },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, WORLD_SETUP_MS);

  it('owes the seller 5 000 ₽ for a captured 6 500 ₽ bouquet; the card is masked', async () => {
    const before = await owedNow();
    await capturedSale();
    const line = await sellerLine();
    expect(line).toMatchObject({
      full_name: 'Иванова Мария Петровна',
      card_masked: '•••• •••• •••• 7761',
      owed_kopecks: before + 500_000,
    });
    expect(JSON.stringify(line)).not.toContain(CARD);
  });

  it('reveals the full card number to an admin only, and writes the look to the audit log', async () => {
    expect((await w.call('POST', `/api/admin/payouts/${SELLER}/card`, SELLER)).statusCode).toBe(
      403,
    );
    const reveal = await w.call('POST', `/api/admin/payouts/${SELLER}/card`, ADMIN);
    expect(reveal.json()).toEqual({ card_number: CARD });
    const audits = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.card_reveal'), eq(auditLog.targetId, String(SELLER))));
    expect(audits).toHaveLength(1);
  });

  it('records a payout, after which the seller is owed less and sees it in their history', async () => {
    await capturedSale();
    const owed = await owedNow();
    const response = await w.call('POST', `/api/admin/payouts/${SELLER}`, ADMIN, {
      amount_kopecks: 500_000,
      paid_on: '2026-11-23',
      reference: 'п/п 42',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await owedNow()).toBe(owed - 500_000);
    const balance = (await w.call('GET', '/api/my-balance', SELLER)).json();
    expect(balance.owed_kopecks).toBe(owed - 500_000);
    expect(balance.payouts[0]).toMatchObject({
      amount_kopecks: 500_000,
      paid_on: '2026-11-23',
      reference: 'п/п 42',
      status_label: MONEY_LABELS.paid_out,
    });
    const told = await w.t.db
      .select()
      .from(notificationsOutbox)
      .where(and(eq(notificationsOutbox.chatId, SELLER), eq(notificationsOutbox.kind, 'payout')));
    expect(told).toHaveLength(1);
    expect((told[0]?.payload as { text: string }).text).toBe(
      '💸 Выплата отправлена: 5\u00a0000\u00a0₽ на карту из «Платёжной информации».\n' +
        'Дата: 2026-11-23, назначение: п/п 42.',
    );
  });

  it('refuses a payout above what is owed, a bad date and a non-admin, recording nothing', async () => {
    const owed = await owedNow();
    const record = (who: number, body: object) =>
      w.call('POST', `/api/admin/payouts/${SELLER}`, who, body);
    const good = { amount_kopecks: 100, paid_on: '2026-11-23', reference: 'x' };
    const tooMuch = await record(ADMIN, { ...good, amount_kopecks: owed + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      error: 'Сумма выплаты: больше нуля и не больше долга продавцу',
    });
    expect((await record(ADMIN, { ...good, paid_on: '23.11.2026' })).statusCode).toBe(400);
    expect((await record(SELLER, good)).statusCode).toBe(403);
    expect(await owedNow()).toBe(owed);
  });

  it('exports the register as CSV for the bank, with the full card number, audited', async () => {
    await capturedSale();
    const csv = await w.call('GET', '/api/admin/payouts/register.csv', ADMIN);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Telegram id";"Получатель";"Номер карты";"Сумма, ₽";"Статус";"Дата";"Назначение"',
    );
    const owed = ((await owedNow()) / 100).toFixed(2).replace('.', ',');
    expect(lines).toContain(
      `"${SELLER}";"Иванова Мария Петровна";"${CARD}";"${owed}";"К выплате";"";""`,
    );
    expect((await w.call('GET', '/api/admin/payouts/register.csv', SELLER)).statusCode).toBe(403);
  });

  it('lists the payout just recorded in the register, in rubles with kopecks', async () => {
    await capturedSale();
    const owed = await owedNow();
    const recorded = await w.call('POST', `/api/admin/payouts/${SELLER}`, ADMIN, {
      amount_kopecks: owed - 5,
      paid_on: '2026-11-24',
      reference: 'п/п 43',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const csv = (await w.call('GET', '/api/admin/payouts/register.csv', ADMIN)).body;
    const rubles = `${Math.trunc((owed - 5) / 100)},${String((owed - 5) % 100).padStart(2, '0')}`;
    expect(csv).toContain(
      `"${SELLER}";"Иванова Мария Петровна";"${CARD}";"${rubles}";"Выплачено";"2026-11-24";"п/п 43"`,
    );
    expect(csv).toContain(`"${SELLER}";"Иванова Мария Петровна";"${CARD}";"0,05";"К выплате"`);
  });
});
