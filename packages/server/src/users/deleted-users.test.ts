import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const ADMIN_ID = 7_120_000_001;
const BANNED_ID = 7_120_000_002;
const MODERATOR_ID = 7_120_000_003;
const READDED_ID = 7_120_000_004;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(users).values([
    { id: ADMIN_ID, username: 'admin', role: 'admin' },
    { id: BANNED_ID, username: 'banned', role: 'moderator' },
    { id: MODERATOR_ID, username: 'moder', role: 'moderator' },
    { id: READDED_ID, username: 'readded', role: 'user' },
  ]);
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });

async function ban(userId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/blacklist`,
    headers: as(ADMIN_ID),
    payload: { blacklist: true },
  });
  expect(response.statusCode).toBe(200);
}

async function remove(userId: number) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/users/${userId}`,
    headers: as(ADMIN_ID),
  });
  expect(response.statusCode).toBe(200);
}

async function listed(userId: number) {
  const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: as(ADMIN_ID) });
  return list
    .json<{ user_id: string; role: string; blacklist: boolean }[]>()
    .find((user) => user.user_id === String(userId));
}

describe('deleted users', () => {
  it('keeps the ban of a deleted user who signs in again', async () => {
    await ban(BANNED_ID);
    await remove(BANNED_ID);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: as(BANNED_ID),
    });
    expect(signIn.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: as(BANNED_ID),
      payload: { user_id: String(BANNED_ID), ad_id: 1 },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ error: 'Ваша учётная запись заблокирована' });
    expect(await listed(BANNED_ID)).toMatchObject({ role: 'user', blacklist: true });
  });

  it('brings a deleted moderator back as an ordinary user', async () => {
    await remove(MODERATOR_ID);
    const role = await t.app.inject({
      method: 'GET',
      url: `/api/users/role/${MODERATOR_ID}`,
      headers: as(MODERATOR_ID),
    });
    expect(role.json()).toEqual({ role: 'user' });
  });

  it('keeps the ban when an admin adds a deleted user back', async () => {
    await ban(READDED_ID);
    await remove(READDED_ID);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(ADMIN_ID),
      payload: { user_id: String(READDED_ID), username: 'readded', role: 'moderator' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ role: 'moderator', blacklist: true });
  });
});
