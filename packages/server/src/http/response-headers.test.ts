import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, fillParams, type ApiRoute } from '../test/api-routes.ts';
import { seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const ADMIN = 8_700_000_001;
const CARD = '2200770239097761';

let t: TestApp;
let routes: ApiRoute[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, ADMIN, { role: 'admin' });
  routes = apiRoutes(t.app);
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('is no-store on every API route, signed in or anonymous, errors included', async () => {
    const cacheable: string[] = [];
    for (const route of routes) {
      for (const initData of [t.initDataFor(ADMIN), undefined]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fillParams(route.url, String(ADMIN)),
          headers: initData === undefined ? {} : { 'x-initdata': initData },
        });
        if (response.headers['cache-control'] !== 'no-store') {
          cacheable.push(`${route.method} ${route.url} → ${response.statusCode}`);
        }
      }
    }
    expect(routes.length).toBeGreaterThan(25);
    expect(cacheable).toEqual([]);
  });

  it('is no-store on the full card number of GET /api/users/:id/payment-info', async () => {
    const headers = { 'x-initdata': t.initDataFor(ADMIN) };
    const url = `/api/users/${ADMIN}/payment-info`;
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { fullName: 'Иванов Иван Иванович', bankCardNumber: CARD },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.body).toContain(CARD);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
