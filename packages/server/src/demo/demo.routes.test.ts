import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_USERS } from './demo-users.ts';

describe('demo mode', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await buildTestApp({
      TELEGRAM_BOT_TOKEN: undefined,
      SUPER_ADMIN_ID: undefined,
      CARD_ENCRYPTION_KEY: undefined,
    });
  });
  afterAll(() => demo.close());

  it('lists a buyer, a seller, a moderator and an admin', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/demo/users' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((u: { label: string }) => u.label)).toEqual([
      'Покупатель',
      'Продавец',
      'Модератор',
      'Администратор',
    ]);
  });

  it('signs init data that the server then accepts as that user', async () => {
    const admin = DEMO_USERS.find((user) => user.role === 'admin');
    const signed = await demo.app.inject({
      method: 'POST',
      url: '/api/demo/init-data',
      payload: { userId: String(admin?.id) },
    });
    const { initData } = signed.json<{ initData: string }>();
    const session = await demo.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'x-initdata': initData },
    });
    expect(session.json()).toEqual({ userId: String(admin?.id), username: 'demo_admin' });
    const role = await demo.app.inject({
      method: 'GET',
      url: `/api/users/role/${admin?.id}`,
      headers: { 'x-initdata': initData },
    });
    expect(role.json()).toEqual({ role: 'admin' });
  });

  it('answers 404 for a user who is not a demo user', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/demo/init-data',
      payload: { userId: '42' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for a missing userId', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/demo/init-data',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('with a real bot token', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await buildTestApp();
  });
  afterAll(() => production.close());

  it('has no demo sign-in: both demo calls answer 404', async () => {
    const users = await production.app.inject({ method: 'GET', url: '/api/demo/users' });
    const initData = await production.app.inject({
      method: 'POST',
      url: '/api/demo/init-data',
      payload: { userId: String(DEMO_USERS[0]?.id) },
    });
    expect([users.statusCode, initData.statusCode]).toEqual([404, 404]);
  });
});
