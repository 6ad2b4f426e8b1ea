import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from './init-data.ts';
import { buildTestApp, TEST_SUPER_ADMIN_ID, type TestApp } from '../test/test-app.ts';
import { users } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BUYER_ID = 7_000_000_101;

describe('POST /api/parse-initdata', () => {
  it('answers the signed-in user id and username and creates the user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'x-initdata': t.initDataFor(BUYER_ID, { username: 'buyer' }) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: String(BUYER_ID), username: 'buyer' });
    const stored = await t.db.select().from(users);
    expect(stored.map((u) => u.id)).toContain(BUYER_ID);
  });

  it('accepts init data in the Authorization: tma header too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { authorization: `tma ${t.initDataFor(BUYER_ID)}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with a Russian error when init data is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/parse-initdata' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Требуется вход через Telegram' });
  });

  it('answers 401 for init data with a changed field', async () => {
    const tampered = t.initDataFor(BUYER_ID, { username: 'buyer' }).replace('buyer', 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'x-initdata': tampered },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 401 for init data signed with another bot's token", async () => {
    const foreign = signInitData(
      { user: { id: BUYER_ID }, authDate: new Date() },
      '999:ANOTHER-bot-token-CCCCCCCCCCCCCCCCCCCCCC',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'x-initdata': foreign },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for init data without a hash', async () => {
    const params = new URLSearchParams(t.initDataFor(BUYER_ID));
    params.delete('hash');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'x-initdata': params.toString() },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for init data older than 24 hours', async () => {
    const old = t.initDataFor(BUYER_ID, { authDate: new Date(Date.now() - 25 * 3_600_000) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'x-initdata': old },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/role/{userId}', () => {
  it('answers user for an ordinary user asking about themself', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/role/${BUYER_ID}`,
      headers: { 'x-initdata': t.initDataFor(BUYER_ID) },
    });
    expect(response.json()).toEqual({ role: 'user' });
  });

  it('answers admin for the super admin even when the database says otherwise', async () => {
    await t.db
      .insert(users)
      .values({ id: TEST_SUPER_ADMIN_ID, role: 'user', blacklisted: true })
      .onConflictDoUpdate({ target: users.id, set: { role: 'user', blacklisted: true } });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/role/${TEST_SUPER_ADMIN_ID}`,
      headers: { 'x-initdata': t.initDataFor(TEST_SUPER_ADMIN_ID) },
    });
    expect(response.json()).toEqual({ role: 'admin' });
  });

  it("refuses an ordinary user asking about someone else's role", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/role/${TEST_SUPER_ADMIN_ID}`,
      headers: { 'x-initdata': t.initDataFor(BUYER_ID) },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400, not 500, for a user id that is not a number', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/role/abc',
      headers: { 'x-initdata': t.initDataFor(BUYER_ID) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });
});

describe('blacklist', () => {
  const blacklistedAdminId = 7_000_000_202;
  const headers = () => ({ 'x-initdata': t.initDataFor(blacklistedAdminId) });

  beforeAll(async () => {
    await t.db.insert(users).values({ id: blacklistedAdminId, role: 'admin', blacklisted: true });
  });

  it('still lets a blacklisted user sign in and read', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: headers(),
    });
    expect(signIn.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/users', headers: headers() });
    expect(read.statusCode).toBe(200);
  });

  it('refuses every write of a blacklisted user with 403', async () => {
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/users/${BUYER_ID}/role`,
      headers: headers(),
      payload: { role: 'moderator' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ error: 'Ваша учётная запись заблокирована' });
  });
});
