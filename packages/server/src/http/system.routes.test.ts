import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('answers /api/health with { ok: true } without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true });
  });

  it('tells the web app whether it runs in demo mode and who the operator is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toMatchObject({
      demo: false,
      supportUrl: 'https://t.me/flowers_support',
      offerPath: '/oferta',
      bot: null,
      operator: { name: 'ИП Тестовый Оператор', inn: '770000000000' },
    });
  });

  it('lets Telegram Web frame the app and sends no X-Frame-Options', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://web.telegram.org",
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('answers an unknown API path with 404 and a JSON error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Не найдено' });
  });

  it('answers broken JSON with 400 and a Russian error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'content-type': 'application/json', 'x-initdata': t.initDataFor(1) },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Некорректный JSON в теле запроса' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json', 'x-initdata': t.initDataFor(1) },
      payload: JSON.stringify({ username: 'x'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Слишком большой запрос' });
  });
});

describe('rate limit on writes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it('answers 429 once a client exceeds the writes per minute, and never limits reads', async () => {
    const headers = { 'x-initdata': limited.initDataFor(5) };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/parse-initdata',
        headers,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const read = await limited.app.inject({ method: 'GET', url: '/api/health' });
    expect(read.statusCode).toBe(200);
  });
});
