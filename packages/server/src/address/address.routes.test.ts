import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAuth } from '../auth/auth.hooks.ts';
import { createUsersService } from '../users/users.service.ts';
import { signInitData } from '../auth/init-data.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { registerSecurity } from '../http/security.ts';
import { TEST_BOT_TOKEN, TEST_SUPER_ADMIN_ID } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { ADDRESS_SUGGEST_RATE_MAX, addressRoutes } from './address.routes.ts';
import { createAddressService, type AddressSource } from './address.service.ts';
import { createDadataClient } from './dadata-client.ts';
import { startFakeDadata, type FakeDadata } from './fake-dadata.ts';
import { offlineAddressSource } from './offline-addresses.ts';

const API_KEY = 'secret-dadata-key-for-route-tests';
const silentLog = { warn: () => undefined };

let database: DatabaseHandle;
let dadata: FakeDadata;
let online: FastifyInstance;
let offline: FastifyInstance;

// The same plugins, in the same order, as buildApp in app.ts.
async function appWith(source: AddressSource): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, { writesPerMinute: 10_000 });
  registerAuth(app, {
    signIn: createUsersService({ db: database.db, superAdminId: TEST_SUPER_ADMIN_ID }).signIn,
    botToken: TEST_BOT_TOKEN,
    initDataMaxAgeSeconds: 86_400,
    superAdminId: TEST_SUPER_ADMIN_ID,
  });
  await app.register(addressRoutes({ service: createAddressService({ source }) }));
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  dadata = await startFakeDadata();
  online = await appWith(
    createDadataClient({
      apiKey: API_KEY,
      log: silentLog,
      baseUrl: dadata.baseUrl,
      // Generous: a loaded CI machine may take a while to answer even the first request.
      timeoutMs: 1500,
    }),
  );
  offline = await appWith(offlineAddressSource);
});
afterAll(async () => {
  await online.close();
  await offline.close();
  await dadata.close();
  await database.close();
});
beforeEach(() => {
  dadata.requests.length = 0;
  dadata.answer = { body: { suggestions: [] } };
});

let nextUserId = 7_300_000_001;
function signedIn(): Record<string, string> {
  const user = { id: nextUserId, username: `buyer${nextUserId}`, first_name: 'Тест' };
  nextUserId += 1;
  return { 'x-initdata': signInitData({ user, authDate: new Date() }, TEST_BOT_TOKEN) };
}

const suggestUrl = (q: string) => `/api/address/suggest?q=${encodeURIComponent(q)}`;

describe('GET /api/address/suggest with DaData', () => {
  it('answers the suggestions DaData gives for Moscow and Moscow region', async () => {
    dadata.answer = {
      body: {
        suggestions: [
          { value: 'г Москва, ул Тверская, д 7', data: { region_kladr_id: '7700000000000' } },
          { value: 'г Тверь, ул Тверская', data: { region_kladr_id: '6900000000000' } },
        ],
      },
    };

    const response = await online.inject({ url: suggestUrl('Тверская 7'), headers: signedIn() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: [{ value: 'г Москва, ул Тверская, д 7' }] });
    expect(dadata.requests).toHaveLength(1);
    expect(dadata.requests[0]?.headers.authorization).toBe(`Token ${API_KEY}`);
    expect(dadata.requests[0]?.body).not.toHaveProperty('restrict_value');
  });

  it.each([
    ['DaData refuses over quota (403)', { status: 403, body: { message: 'disabled' } }],
    ['DaData is too slow', { body: { suggestions: [] }, delayMs: 6000 }],
    ['DaData answers garbage', { body: 'not json at all' }],
  ])('answers 200 with no suggestions when %s', async (_case, answer) => {
    dadata.answer = answer;

    const response = await online.inject({ url: suggestUrl('Тверская'), headers: signedIn() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: [] });
  });

  it('does not ask DaData for 3 characters or fewer', async () => {
    const response = await online.inject({ url: suggestUrl(' Тве '), headers: signedIn() });

    expect(response.json()).toEqual({ suggestions: [] });
    expect(dadata.requests).toHaveLength(0);
  });

  it('asks DaData once for a repeated text', async () => {
    await online.inject({ url: suggestUrl('Арбат 10'), headers: signedIn() });
    await online.inject({ url: suggestUrl('арбат 10 '), headers: signedIn() });

    expect(dadata.requests).toHaveLength(1);
  });

  it('never shows the API key to the user', async () => {
    dadata.answer = { status: 403, body: { message: 'disabled' } };

    const response = await online.inject({ url: suggestUrl('Покровка'), headers: signedIn() });

    expect(response.body).not.toContain(API_KEY);
    expect(JSON.stringify(response.headers)).not.toContain(API_KEY);
  });
});

describe('GET /api/address/suggest without a DaData key', () => {
  it('finds Химки for «химк»', async () => {
    const response = await offline.inject({ url: suggestUrl('химк'), headers: signedIn() });

    expect(response.json()).toEqual({ suggestions: [{ value: 'Московская обл, г Химки' }] });
  });

  it('finds Хамовники for «хамов»', async () => {
    const response = await offline.inject({ url: suggestUrl('хамов'), headers: signedIn() });

    expect(response.json()).toEqual({ suggestions: [{ value: 'г Москва, р-н Хамовники' }] });
  });
});

describe('GET /api/address/suggest access and limits', () => {
  it('answers 401 without signed init data', async () => {
    const response = await offline.inject({ url: suggestUrl('химк') });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Требуется вход через Telegram' });
  });

  it('answers 400 with a Russian error for more than 300 characters', async () => {
    const response = await offline.inject({
      url: suggestUrl('д'.repeat(301)),
      headers: signedIn(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Адрес для подсказки: не длиннее 300 символов',
    });
  });

  it('answers 200 with no suggestions when q is missing', async () => {
    const response = await offline.inject({ url: '/api/address/suggest', headers: signedIn() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: [] });
  });

  it('limits each user to 30 requests in 10 seconds, though GETs are otherwise unlimited', async () => {
    const busy = signedIn();
    const other = signedIn();
    for (let i = 0; i < ADDRESS_SUGGEST_RATE_MAX; i += 1) {
      const response = await offline.inject({ url: suggestUrl('химк'), headers: busy });
      expect(response.statusCode).toBe(200);
    }

    const refused = await offline.inject({ url: suggestUrl('химк'), headers: busy });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Слишком много запросов. Попробуйте позже.' });
    expect(refused.headers['retry-after']).toBeDefined();

    const fromOther = await offline.inject({ url: suggestUrl('химк'), headers: other });
    expect(fromOther.statusCode).toBe(200);
  });
});
