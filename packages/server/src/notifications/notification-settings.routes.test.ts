import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../auth/init-data.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { TEST_BOT_TOKEN, buildTestApp, type TestApp } from '../test/test-app.ts';

const USER = 7_400_000_001;
const OTHER = 7_400_000_002;
const MODERATOR = 7_400_000_003;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });
const status = (userId: number) =>
  t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: as(userId) });

describe('the «Уведомления» toggle', () => {
  it('is on for a new user, who has not let the bot write yet', async () => {
    expect((await status(USER)).json()).toEqual({ enabled: true, bot_can_write: false });
  });

  it('switches off and stays off', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: as(USER),
      payload: { enabled: false },
    });
    expect(response.json()).toEqual({ enabled: false, bot_can_write: false });
    expect((await status(USER)).json()).toMatchObject({ enabled: false });
  });

  it('refuses a toggle that is not true or false with 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: as(USER),
      payload: { enabled: 'да' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });
});

describe('write access', () => {
  it('granted in the app lets the bot write', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/write-access',
      headers: as(OTHER),
      payload: { granted: true },
    });
    expect(response.json()).toEqual({ enabled: true, bot_can_write: true });
  });

  it('granted in the init data (allows_write_to_pm) lets the bot write', async () => {
    const initData = signInitData(
      {
        user: { id: 7_400_000_009, first_name: 'Вера', allows_write_to_pm: true },
        authDate: new Date(),
      },
      TEST_BOT_TOKEN,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: { 'x-initdata': initData },
    });
    expect(response.json()).toEqual({ enabled: true, bot_can_write: true });
  });
});

describe('the rejection reason', () => {
  async function rejected(): Promise<number> {
    const id = await seedAd(t.db, { ownerId: USER, status: 'wait_moder' });
    await t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${id}/reject`,
      headers: as(MODERATOR),
      payload: { reason: 'Размытое фото' },
    });
    return id;
  }

  it('reaches the seller in «Мои объявления»', async () => {
    const id = await rejected();
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my-ads', headers: as(USER) })
    ).json();
    expect(mine.find((ad: { id: number }) => ad.id === id)?.reject_reason).toBe('Размытое фото');
  });

  it('reaches the owner and staff reading the ad, and nobody else', async () => {
    const id = await rejected();
    const read = (userId: number) =>
      t.app.inject({ method: 'GET', url: `/api/ads/${id}`, headers: as(userId) });
    expect((await read(USER)).json().reject_reason).toBe('Размытое фото');
    expect((await read(MODERATOR)).json().reject_reason).toBe('Размытое фото');
    expect((await read(OTHER)).statusCode).toBe(404);
  });
});
