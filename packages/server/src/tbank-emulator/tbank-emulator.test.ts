import { PAYMENT_WINDOW_MS } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TbankError, createTbankClient, type InitRequest } from '../tbank/tbank-client.ts';
import { moscowDateTime } from '../money/init-request.ts';
import { startFakeTbank, submitPaymentForm, type FakeTbank } from '../test/tbank-harness.ts';
import { openTestDatabase } from '../test/test-database.ts';

let clock = new Date('2026-11-21T10:00:00Z');
let fake: FakeTbank;
beforeAll(async () => {
  fake = await startFakeTbank({ now: () => clock });
});
afterAll(() => fake.close());

let nextOrder = 1;
const initRequest = (patch: Partial<InitRequest> = {}): InitRequest => ({
  Amount: 650_000,
  OrderId: `emu-${(nextOrder += 1)}`,
  Description: 'Заказ: букет',
  NotificationURL: 'http://127.0.0.1:9/api/tinkoff/notification',
  SuccessURL: 'http://127.0.0.1:9/api/success-page?orderId=1',
  FailURL: 'http://127.0.0.1:9/api/fail-page?orderId=1',
  RedirectDueDate: moscowDateTime(new Date(clock.getTime() + PAYMENT_WINDOW_MS)),
  Receipt: {
    Taxation: 'usn_income',
    Phone: '+79991234567',
    Items: [{ Name: 'Букет', Price: 650_000, Quantity: 1, Amount: 650_000, Tax: 'none' }],
  },
  ...patch,
});

const refusalCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof TbankError ? error.code : String(error)),
  );

describe('T-Bank emulator, v2 protocol', () => {
  it('opens a payment with a hosted page address and reports it NEW', async () => {
    const client = createTbankClient(fake.terminal);
    const payment = await client.init(initRequest());
    expect(payment.Status).toBe('NEW');
    expect(payment.PaymentURL).toMatch(/\/tbank-emulator\/pay\/\d+$/);
    expect((await client.getState(payment.PaymentId)).Status).toBe('NEW');
  });

  it('refuses a wrong password with 204 and an unknown terminal with 205', async () => {
    const wrongPassword = createTbankClient({ ...fake.terminal, password: 'nope' });
    const wrongTerminal = createTbankClient({ ...fake.terminal, terminalKey: 'OtherDEMO' });
    expect(await refusalCode(wrongPassword.init(initRequest()))).toBe('204');
    expect(await refusalCode(wrongTerminal.init(initRequest()))).toBe('205');
  });

  it('refuses a receipt that does not add up, a repeated OrderId of another amount and an unknown payment', async () => {
    const client = createTbankClient(fake.terminal);
    expect(await refusalCode(client.init(initRequest({ Amount: 650_100 })))).toBe('308');
    const first = initRequest();
    await client.init(first);
    const otherAmount = initRequest({
      OrderId: first.OrderId,
      Amount: 700_000,
      Receipt: undefined,
    });
    expect(await refusalCode(client.init(otherAmount))).toBe('20');
    expect(await refusalCode(client.getState('123'))).toBe('255');
  });

  describe('agent receipts (54-FZ), checked as the bank checks them', () => {
    const agentItem = (supplier: Record<string, unknown> = {}) => ({
      Name: 'Букет',
      Price: 500_000,
      Quantity: 1,
      Amount: 500_000,
      Tax: 'none',
      AgentData: { AgentSign: 'another' },
      SupplierInfo: {
        Name: 'Иванова Анна Сергеевна',
        Inn: '500100732259',
        Phones: ['+79990000002'],
        ...supplier,
      },
    });
    const feeItem = { Name: 'Сбор', Price: 150_000, Quantity: 1, Amount: 150_000, Tax: 'none' };
    const withItems = (...Items: object[]) =>
      initRequest({ Receipt: { Taxation: 'usn_income', Phone: '+79991234567', Items } });

    it('accepts the bouquet for its supplier and the fee as our own item', async () => {
      const client = createTbankClient(fake.terminal);
      expect(await refusalCode(client.init(withItems(agentItem(), feeItem)))).toBe('accepted');
    });

    it('refuses a supplier ИНН whose check digits fail', async () => {
      const client = createTbankClient(fake.terminal);
      const request = withItems(agentItem({ Inn: '500100732258' }), feeItem);
      expect(await refusalCode(client.init(request))).toBe('311');
    });

    it('refuses agent data without a supplier, and a supplier without phones', async () => {
      const client = createTbankClient(fake.terminal);
      const { SupplierInfo: _dropped, ...noSupplier } = agentItem();
      expect(await refusalCode(client.init(withItems(noSupplier, feeItem)))).toBe('310');
      const noPhones = withItems(agentItem({ Phones: [] }), feeItem);
      expect(await refusalCode(client.init(noPhones))).toBe('310');
    });

    it('refuses an item whose Amount is not Price × Quantity', async () => {
      const client = createTbankClient(fake.terminal);
      const wrong = { ...feeItem, Price: 75_000 };
      expect(await refusalCode(client.init(withItems(agentItem(), wrong)))).toBe('308');
    });
  });

  it('answers a repeated Init of an open form with the same payment, not a second one', async () => {
    const client = createTbankClient(fake.terminal);
    const request = initRequest();
    const first = await client.init(request);
    const again = await client.init(request);
    expect(again).toMatchObject({ PaymentId: first.PaymentId, PaymentURL: first.PaymentURL });
  });

  it('refuses a repeated Init once the form is paid or closed, with code 20', async () => {
    const client = createTbankClient(fake.terminal);
    const request = initRequest();
    const payment = await client.init(request);
    await client.cancel(payment.PaymentId, 'test-cancel');
    expect(await refusalCode(client.init(request))).toBe('20');
  });

  it('expires an unpaid form at RedirectDueDate, and its page says so', async () => {
    const client = createTbankClient(fake.terminal);
    const payment = await client.init(initRequest());
    clock = new Date(clock.getTime() + PAYMENT_WINDOW_MS + 60_000);
    expect((await client.getState(payment.PaymentId)).Status).toBe('DEADLINE_EXPIRED');
    const page = await fetch(payment.PaymentURL);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Срок оплаты истёк');
  });

  it('cancels a NEW payment to CANCELED, and then refuses to cancel it again', async () => {
    const client = createTbankClient(fake.terminal);
    const payment = await client.init(initRequest());
    expect((await client.cancel(payment.PaymentId, 'x-1')).Status).toBe('CANCELED');
    expect(await refusalCode(client.cancel(payment.PaymentId, 'x-2'))).toBe('8');
  });

  it('declines from the page to FailURL, even with no notification listener', async () => {
    const client = createTbankClient(fake.terminal);
    const payment = await client.init(initRequest());
    const response = await submitPaymentForm(payment.PaymentURL, '', 'decline');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('orderId')).toBe('1');
    expect(location.searchParams.get('errorCode')).toBe('1005');
    expect((await client.getState(payment.PaymentId)).Status).toBe('REJECTED');
  });

  it('answers an unknown method and a non-JSON body without a 5xx', async () => {
    const base = fake.terminal.apiUrl;
    const unknown = await fetch(`${base}Charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ TerminalKey: 'x' }),
    });
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as { Success: boolean }).Success).toBe(false);
    const broken = await fetch(`${base}Init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2',
    });
    expect(broken.status).toBe(400);
  });
});

describe('T-Bank emulator, two-stage and shared state', () => {
  it('holds a two-stage payment on the page, then charges part of it with Confirm', async () => {
    const client = createTbankClient(fake.terminal, { payType: 'T' });
    const payment = await client.init(initRequest());
    expect((await submitPaymentForm(payment.PaymentURL, '2200770239097761')).status).toBe(303);
    expect((await client.getState(payment.PaymentId)).Status).toBe('AUTHORIZED');
    const confirmed = await client.confirm(payment.PaymentId, 500_000);
    expect([confirmed.Status, confirmed.Amount]).toEqual(['CONFIRMED', 500_000]);
    expect(await refusalCode(client.confirm(payment.PaymentId))).toBe('8');
    const refund = await client.cancel(payment.PaymentId, 'r-1', 100_000);
    expect([refund.Status, refund.NewAmount]).toEqual(['PARTIAL_REFUNDED', 400_000]);
  });

  it('checks the receipt of a partial Confirm and of a refund against the sum each moves', async () => {
    const client = createTbankClient(fake.terminal, { payType: 'T' });
    const payment = await client.init(initRequest());
    await submitPaymentForm(payment.PaymentURL, '2200770239097761');
    const receiptOf = (kopecks: number) => ({
      Taxation: 'usn_income',
      Phone: '+79991234567',
      Items: [{ Name: 'Букет', Price: kopecks, Quantity: 1, Amount: kopecks, Tax: 'none' }],
    });
    const id = payment.PaymentId;
    expect(await refusalCode(client.confirm(id, 500_000, receiptOf(650_000)))).toBe('308');
    expect(await refusalCode(client.confirm(id, 500_000, receiptOf(500_000)))).toBe('accepted');
    expect(await refusalCode(client.cancel(id, 'r-2', 100_000, receiptOf(500_000)))).toBe('308');
    expect(await refusalCode(client.cancel(id, 'r-3', undefined, receiptOf(100_000)))).toBe('308');
    const noContact = { ...receiptOf(100_000), Phone: undefined };
    expect(await refusalCode(client.cancel(id, 'r-4', 100_000, noContact))).toBe('309');
    expect(await refusalCode(client.cancel(id, 'r-5', 100_000, receiptOf(100_000)))).toBe(
      'accepted',
    );
    expect((await client.getState(id)).Amount).toBe(400_000);
  });

  it('lets a hold nobody confirmed lapse after 7 days', async () => {
    const client = createTbankClient(fake.terminal, { payType: 'T' });
    const payment = await client.init(initRequest());
    await submitPaymentForm(payment.PaymentURL, '2200770239097761');
    clock = new Date(clock.getTime() + 7 * 24 * 60 * 60_000 + 60_000);
    expect((await client.getState(payment.PaymentId)).Status).toBe('DEADLINE_EXPIRED');
    expect(await refusalCode(client.confirm(payment.PaymentId))).toBe('8');
  });

  it('is one bank for every node, and still knows its payments after a restart', async () => {
    const database = await openTestDatabase();
    const nodeA = await startFakeTbank({ database, now: () => clock });
    const nodeB = await startFakeTbank({ database, now: () => clock });
    try {
      const payment = await createTbankClient(nodeA.terminal).init(initRequest());
      expect((await createTbankClient(nodeB.terminal).getState(payment.PaymentId)).Status).toBe(
        'NEW',
      );
      await nodeA.close();
      const restarted = await startFakeTbank({ database, now: () => clock });
      const state = await createTbankClient(restarted.terminal).getState(payment.PaymentId);
      expect(state.Status).toBe('NEW');
      await restarted.close();
    } finally {
      await nodeB.close();
      await database.close();
    }
    // A database of its own: the setup, not the behaviour, takes the time on a busy machine.
  }, 180_000);
});
