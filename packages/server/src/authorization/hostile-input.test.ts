import * as domain from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInitData } from '../auth/init-data.ts';
import { apiRoutes, fillParams, type ApiRoute } from '../test/api-routes.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, TEST_BOT_TOKEN, type TestApp } from '../test/test-app.ts';

// The attacks PostgreSQL and the parsers trip over (issue 11): NUL bytes, broken multipart and
// JSON nested 10 000 levels deep. Every route, signed in and anonymous, must answer below 500.
const NUL = 'Розы\u0000';
const ADMIN = 8_600_000_001;

/** Every field name the domain's object schemas know, each carrying a NUL. */
function nulEverywhere(): Record<string, string> {
  const names = Object.values(domain).flatMap((value) =>
    value instanceof z.ZodObject ? Object.keys(value.shape) : [],
  );
  return Object.fromEntries(names.map((name) => [name, NUL]));
}

const deepJson = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const form = multipartBody({ title: NUL, description: NUL }, [
  { field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.alloc(4096, 1) },
]);
const cutForm = form.payload.subarray(0, form.payload.length - 100);

const BODIES: { name: string; contentType: string; payload: string | Buffer }[] = [
  { name: 'NUL in every field', contentType: 'application/json', payload: '' },
  { name: 'deep JSON', contentType: 'application/json', payload: deepJson },
  {
    name: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    payload: form.payload,
  },
  {
    name: 'cut-off multipart',
    contentType: form.headers['content-type'] ?? '',
    payload: cutForm,
  },
];

let t: TestApp;
let routes: ApiRoute[] = [];
/** An id that names something real, so requests get past "not found" to the database. */
let realId = '';

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, ADMIN, { role: 'admin' });
  const adId = await seedAd(t.db, { ownerId: ADMIN, status: 'reserved' });
  realId = String(await seedOrder(t.db, { adId, buyerId: ADMIN, status: 'created' }));
  routes = apiRoutes(t.app);
  const nulBody = BODIES[0];
  if (nulBody !== undefined) nulBody.payload = JSON.stringify(nulEverywhere());
});
afterAll(() => t.close());

const CALLERS = {
  admin: () => t.initDataFor(ADMIN),
  'a Telegram user with a NUL in the name': () =>
    signInitData(
      { user: { id: 8_600_000_002, first_name: NUL, last_name: NUL }, authDate: new Date() },
      TEST_BOT_TOKEN,
    ),
  anonymous: () => undefined,
};

describe('hostile input on every API route', () => {
  it('finds the routes to try', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it.each(Object.keys(CALLERS) as (keyof typeof CALLERS)[])(
    'never answers 5xx to NUL bytes, broken multipart or deep JSON, as %s',
    async (caller) => {
      const initData = CALLERS[caller]();
      const failures: string[] = [];
      for (const route of routes) {
        for (const id of [realId, NUL]) {
          const url = `${fillParams(route.url, id)}?q=${encodeURIComponent(NUL)}`;
          const bodies = route.method === 'GET' || route.method === 'DELETE' ? [null] : BODIES;
          for (const body of bodies) {
            const response = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...(initData !== undefined && { 'x-initdata': initData }),
                ...(body !== null && { 'content-type': body.contentType }),
              },
              ...(body !== null && { payload: body.payload }),
            });
            if (response.statusCode >= 500) {
              failures.push(`${route.method} ${url} ${body?.name ?? ''} → ${response.statusCode}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
