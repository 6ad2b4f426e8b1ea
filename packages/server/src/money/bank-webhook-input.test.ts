import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../db/schema.ts';
import { buildListeningApp, type ListeningApp } from '../test/tbank-harness.ts';
import { signTbankRequest } from '../tbank/tbank-token.ts';

const WRITES_PER_MINUTE = 3;

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp({ WRITE_RATE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE) });
});
afterAll(() => t.close());

/** A genuine notification for an order we do not know: answered OK and stored. */
const genuine = (patch: Record<string, unknown> = {}) =>
  signTbankRequest(
    {
      TerminalKey: t.terminal.terminalKey,
      OrderId: '777777-1',
      Status: 'CONFIRMED',
      PaymentId: 77,
      Amount: 100,
      ...patch,
    },
    t.terminal.password,
  );

const post = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tinkoff/notification',
    headers: { 'content-type': 'application/json' },
    payload,
  });

const storedEvents = async () => (await t.db.select({ n: count() }).from(paymentEvents))[0]?.n;

describe('POST /api/tinkoff/notification with hostile input', () => {
  it('refuses a body nested 10 000 levels deep with 400 and stores nothing', async () => {
    const before = await storedEvents();
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    // The Token covers only root scalars, so a deep `Data` rides along a genuine signature.
    const signed = JSON.stringify(genuine()).replace(/}$/, `,"Data":${deep}}`);
    const response = await post(signed);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Слишком глубокая вложенность данных' });
    expect(await storedEvents()).toBe(before);
  });

  it('refuses a NUL character with 400 and stores nothing, signed or not', async () => {
    const before = await storedEvents();
    const anonymous = await post(JSON.stringify({ a: '\u0000' }));
    const signed = await post(JSON.stringify(genuine({ Message: 'a\u0000b' })));
    expect([anonymous.statusCode, signed.statusCode]).toEqual([400, 400]);
    expect(signed.json()).toEqual({ error: 'Текст содержит недопустимый символ' });
    expect(await storedEvents()).toBe(before);
  });

  it('takes a genuine notification after its address has used up the write limit', async () => {
    const headers = { 'x-initdata': t.initDataFor(8_300_000_001) };
    const write = () =>
      t.app.inject({ method: 'POST', url: '/api/tinkoff/pay', headers, payload: {} });
    for (let i = 0; i < WRITES_PER_MINUTE; i += 1) await write();
    expect((await write()).statusCode).toBe(429);
    const response = await post(JSON.stringify(genuine()));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
  });

  it('does not store a forged 60 KB notification', async () => {
    const before = await storedEvents();
    const forged = { ...genuine(), Message: 'x'.repeat(60_000) };
    expect((await post(JSON.stringify(forged))).statusCode).toBe(403);
    expect(await storedEvents()).toBe(before);
  });
});
