import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, fillParams, type ApiRoute } from '../test/api-routes.ts';
import { seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/** Garbage where ids and bodies go: none of it may reach a 5xx (issue: "no bad input"). */
const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999',
  '99999999999999999999',
  '%00',
  "1'--",
  'null',
];
const BAD_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { ad_id: 'x', user_id: [], role: {}, blacklist: 'yes', reason: 5, title: null, price: -1 },
  { ad_id: 1e20, user_id: '1e400', userId: { $gt: 1 }, title: 'x'.repeat(5000) },
];

let t: TestApp;
const ADMIN = 7_950_000_001;
let routes: ApiRoute[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, ADMIN, { role: 'admin' });
  routes = apiRoutes(t.app);
});
afterAll(() => t.close());

describe('bad input on every API route', () => {
  it('finds the routes to try', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  // Every route times every bad id and body, one request after another: on a machine busy
  // with other suites that takes longer than the default 30 s, and grows with each route.
  it(
    'never answers 5xx to garbage ids or bodies, as a signed-in admin',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        for (const id of BAD_IDS) {
          const url = fillParams(route.url, id);
          for (const body of route.method === 'GET' || route.method === 'DELETE'
            ? [undefined]
            : BAD_BODIES) {
            const response = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                'x-initdata': t.initDataFor(ADMIN),
                ...(body !== undefined && { 'content-type': 'application/json' }),
              },
              ...(body !== undefined && { payload: JSON.stringify(body) }),
            });
            if (response.statusCode >= 500) {
              failures.push(
                `${route.method} ${url} ${JSON.stringify(body)} → ${response.statusCode}`,
              );
            }
          }
          if (!route.url.includes(':')) break;
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
