import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema.ts';
import { buildTestApp, TEST_SUPER_ADMIN_ID, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const ADMIN_ID = 7_100_000_001;
const MODERATOR_ID = 7_100_000_002;
const USER_ID = 7_100_000_003;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(users).values([
    { id: ADMIN_ID, username: 'admin', role: 'admin' },
    { id: MODERATOR_ID, username: 'moder', role: 'moderator' },
    { id: USER_ID, username: 'plain', role: 'user' },
    { id: TEST_SUPER_ADMIN_ID, username: 'boss', role: 'admin' },
  ]);
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });

describe('user management', () => {
  it('lists users for an admin with user_id, username, role and blacklist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: as(ADMIN_ID),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(
      expect.objectContaining({ user_id: String(USER_ID), role: 'user', blacklist: false }),
    );
  });

  it('marks the super admin, whose row the panel locks', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: as(ADMIN_ID),
    });
    const rows = response.json() as { user_id: string; super_admin: boolean }[];
    expect(rows.find((u) => u.user_id === String(TEST_SUPER_ADMIN_ID))?.super_admin).toBe(true);
    expect(rows.find((u) => u.user_id === String(ADMIN_ID))?.super_admin).toBe(false);
  });

  it('refuses the user list to a moderator with 403', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: as(MODERATOR_ID),
    });
    expect(response.statusCode).toBe(403);
  });

  it('changes a role and records who did it in the audit log', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${USER_ID}/role`,
      headers: as(ADMIN_ID),
      payload: { role: 'Moderator' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'moderator' });
    const audit = await t.db.select().from(auditLog);
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorId: ADMIN_ID,
        action: 'user.role',
        targetId: String(USER_ID),
      }),
    );
  });

  it('refuses to demote the super admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${TEST_SUPER_ADMIN_ID}/role`,
      headers: as(ADMIN_ID),
      payload: { role: 'user' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Главного администратора нельзя изменить или удалить',
    });
  });

  it('refuses to blacklist the super admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${TEST_SUPER_ADMIN_ID}/blacklist`,
      headers: as(ADMIN_ID),
      payload: { blacklist: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses to delete the super admin', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${TEST_SUPER_ADMIN_ID}`,
      headers: as(ADMIN_ID),
    });
    expect(response.statusCode).toBe(403);
  });

  it('blacklists and un-blacklists a user', async () => {
    const on = await t.app.inject({
      method: 'POST',
      url: `/api/users/${USER_ID}/blacklist`,
      headers: as(ADMIN_ID),
      payload: { blacklist: true },
    });
    expect(on.json()).toMatchObject({ blacklist: true });
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/users/${USER_ID}/blacklist`,
      headers: as(ADMIN_ID),
      payload: { blacklist: false },
    });
    expect(off.json()).toMatchObject({ blacklist: false });
  });

  it('answers 400 for a blacklist flag that is not a boolean', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${USER_ID}/blacklist`,
      headers: as(ADMIN_ID),
      payload: { blacklist: 'yes' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses to add a user without user_id with «Введите user_id и username!»', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(ADMIN_ID),
      payload: { username: 'nobody' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Введите user_id и username!' });
  });

  it('adds a user with a role', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(ADMIN_ID),
      payload: { user_id: '7100000099', username: 'newbie', role: 'moderator' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: '7100000099', role: 'moderator' });
  });

  it('answers 409 when adding a user that already exists', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(ADMIN_ID),
      payload: { user_id: String(MODERATOR_ID), username: 'again' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('deletes a user so they leave the list, and 404s for an unknown one', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${MODERATOR_ID}`,
      headers: as(ADMIN_ID),
    });
    expect(removed.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: as(ADMIN_ID) });
    expect(list.json().map((u: { user_id: string }) => u.user_id)).not.toContain(
      String(MODERATOR_ID),
    );
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/123',
      headers: as(ADMIN_ID),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
