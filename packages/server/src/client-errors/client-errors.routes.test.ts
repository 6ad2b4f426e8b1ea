import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { CLIENT_ERROR_LIMIT_PER_MINUTE } from './client-errors.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (userId: number, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client-error-log',
    headers: { 'x-initdata': t.initDataFor(userId), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('POST /api/client-error-log', () => {
  it('stores a failed favourite toggle record', async () => {
    const record = {
      userId: '7600000001',
      adId: 5,
      error: 'Request failed',
      response: { error: 'Объявление не найдено' },
      status: 404,
      time: new Date().toISOString(),
    };
    const response = await post(7_600_000_001, record);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(clientErrors);
    expect(rows).toContainEqual(
      expect.objectContaining({ userId: 7_600_000_001, payload: record }),
    );
  });

  it('stores a failed checkout record', async () => {
    const response = await post(7_600_000_002, {
      error: 'Ошибка при оформлении заказа.',
      context: 'checkout',
      form: { name: 'Анна' },
      url: 'https://example.com/order/5',
      userAgent: 'Telegram',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a record over 16 KB with 413', async () => {
    const response = await post(7_600_000_003, { error: 'x', details: 'y'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a record without an error text with 400', async () => {
    const response = await post(7_600_000_004, { details: 'no error field' });
    expect(response.statusCode).toBe(400);
  });

  it('stores at most the per-minute budget of one user', async () => {
    const userId = 7_600_000_005;
    const results = [];
    for (let i = 0; i < CLIENT_ERROR_LIMIT_PER_MINUTE + 3; i += 1) {
      results.push((await post(userId, { error: `loop ${i}` })).json().stored);
    }
    expect(results.filter(Boolean)).toHaveLength(CLIENT_ERROR_LIMIT_PER_MINUTE);
  });
});
