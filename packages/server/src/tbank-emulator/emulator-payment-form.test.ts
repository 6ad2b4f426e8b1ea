import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { Notify } from './emulator-notifier.ts';
import { createEmulatorPaymentForm, type EmulatorPaymentForm } from './emulator-payment-form.ts';
import { findPayment, insertPayment, type EmulatedPayment } from './emulator.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const PAYING_CARD = '2200 7702 3909 7761';
const NO_FUNDS_CARD = '2201382000000831';

let database: TestDatabase;
let form: EmulatorPaymentForm;
/** The statuses the shop was told about, in order, with the refusal's code if any. */
let told: { status: string; errorCode: string | null }[] = [];
let orderNumber = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const notify: Notify = (payment, refusal = null) => {
    told.push({ status: payment.status, errorCode: refusal?.errorCode ?? null });
    return Promise.resolve(true);
  };
  form = createEmulatorPaymentForm({ db: database.db, notify, now: () => new Date() });
});
afterAll(() => database.close());

async function openPayment(
  overrides: Partial<{
    payType: 'O' | 'T';
    successUrl: string | null;
    failUrl: string | null;
    dueAt: Date;
  }> = {},
): Promise<string> {
  told = [];
  orderNumber += 1;
  const payment = await insertPayment(database.db, {
    terminalKey: 'FormTerminal',
    orderId: `form-${orderNumber}`,
    payType: 'O',
    amount: 910_000,
    description: 'Букет',
    notificationUrl: 'http://shop.invalid/notify',
    successUrl: 'http://shop.invalid/success',
    failUrl: 'http://shop.invalid/fail',
    dueAt: new Date(Date.now() + HOUR_MS),
    ...overrides,
  });
  if (payment === null) throw new Error('the payment was not stored');
  return String(payment.id);
}

const stored = async (id: string): Promise<EmulatedPayment | null> =>
  findPayment(database.db, id, new Date());

describe('the emulated bank’s payment form', () => {
  it('answers an unknown payment with 404 «Платёж не найден»', async () => {
    const answer = await form.show('999999');
    expect(answer).toMatchObject({ kind: 'page', status: 404 });
    expect(answer.kind === 'page' && answer.page).toContain('Платёж не найден');
  });

  it('marks a payment whose form was shown as FORM_SHOWED', async () => {
    const id = await openPayment();
    expect(await form.show(id)).toMatchObject({ kind: 'page', status: 200 });
    expect((await stored(id))?.status).toBe('FORM_SHOWED');
  });

  it('shows an expired payment as «Срок оплаты истёк» with 409', async () => {
    const id = await openPayment({ dueAt: new Date(Date.now() - HOUR_MS) });
    const answer = await form.show(id);
    expect(answer).toMatchObject({ kind: 'page', status: 409 });
    expect(answer.kind === 'page' && answer.page).toContain('Срок оплаты истёк');
  });

  it('shows the form again with 400 for a card that is not a test card, and changes nothing', async () => {
    const id = await openPayment();
    const answer = await form.submit(id, { card: '1111', action: 'pay' });
    expect(answer).toMatchObject({ kind: 'page', status: 400 });
    expect(answer.kind === 'page' && answer.page).toContain('Неизвестная карта');
    expect((await stored(id))?.status).toBe('NEW');
  });

  it('charges a one-stage payment at once and sends the buyer to the shop’s success page', async () => {
    const id = await openPayment();
    const answer = await form.submit(id, { card: PAYING_CARD, action: 'pay' });
    expect(answer).toEqual({ kind: 'redirect', url: 'http://shop.invalid/success' });
    expect(told.map((notice) => notice.status)).toEqual(['AUTHORIZED', 'CONFIRMED']);
    expect((await stored(id))?.pan).toBe('220077******7761');
  });

  it('keeps a two-stage payment on hold until the shop confirms it', async () => {
    const id = await openPayment({ payType: 'T' });
    await form.submit(id, { card: PAYING_CARD, action: 'pay' });
    expect((await stored(id))?.status).toBe('AUTHORIZED');
  });

  it('rejects a card without funds and sends the bank’s code to the shop’s fail page', async () => {
    const id = await openPayment();
    const answer = await form.submit(id, { card: NO_FUNDS_CARD, action: 'pay' });
    expect(answer.kind === 'redirect' && new URL(answer.url).searchParams.get('errorCode')).toBe(
      '1051',
    );
    expect(told).toEqual([{ status: 'REJECTED', errorCode: '1051' }]);
  });

  it('shows «Оплата отклонена покупателем» when the buyer declines and the shop has no fail page', async () => {
    const id = await openPayment({ failUrl: null });
    const answer = await form.submit(id, { card: '', action: 'decline' });
    expect(answer).toMatchObject({ kind: 'page', status: 200 });
    expect(answer.kind === 'page' && answer.page).toContain('Оплата отклонена покупателем');
  });

  it('sends a second press on «Оплатить» of a paid form where the first went, paying once', async () => {
    const id = await openPayment();
    await form.submit(id, { card: PAYING_CARD, action: 'pay' });
    const answer = await form.submit(id, { card: PAYING_CARD, action: 'pay' });
    expect(answer).toEqual({ kind: 'redirect', url: 'http://shop.invalid/success' });
    expect(told.map((notice) => notice.status)).toEqual(['AUTHORIZED', 'CONFIRMED']);
  });

  it('pays once when two presses on «Оплатить» arrive together', async () => {
    const id = await openPayment();
    const answers = await Promise.all([
      form.submit(id, { card: PAYING_CARD, action: 'pay' }),
      form.submit(id, { card: PAYING_CARD, action: 'pay' }),
    ]);
    expect(answers).toEqual([
      { kind: 'redirect', url: 'http://shop.invalid/success' },
      { kind: 'redirect', url: 'http://shop.invalid/success' },
    ]);
    expect(told.map((notice) => notice.status)).toEqual(['AUTHORIZED', 'CONFIRMED']);
  });

  it('asks «Введите номер карты» for a press with the field still empty, not «Неизвестная карта»', async () => {
    const id = await openPayment();
    const answer = await form.submit(id, { card: '', action: 'pay' });
    expect(answer).toMatchObject({ kind: 'page', status: 200 });
    expect(answer.kind === 'page' && answer.page).toContain('Введите номер карты');
    expect(answer.kind === 'page' && answer.page).not.toContain('Неизвестная карта');
    expect((await stored(id))?.status).toBe('NEW');
  });

  it('sends a second press on a declined form to the shop’s fail page', async () => {
    const id = await openPayment();
    await form.submit(id, { card: NO_FUNDS_CARD, action: 'pay' });
    const answer = await form.submit(id, { card: NO_FUNDS_CARD, action: 'pay' });
    expect(answer).toEqual({ kind: 'redirect', url: 'http://shop.invalid/fail' });
    expect(told).toHaveLength(1);
  });

  it('answers a second press with 409 «Платёж уже обработан» when the shop gave no success page', async () => {
    const id = await openPayment({ successUrl: null });
    await form.submit(id, { card: PAYING_CARD, action: 'pay' });
    const answer = await form.submit(id, { card: PAYING_CARD, action: 'pay' });
    expect(answer).toMatchObject({ kind: 'page', status: 409 });
    expect(answer.kind === 'page' && answer.page).toContain('Платёж уже обработан');
  });
});
