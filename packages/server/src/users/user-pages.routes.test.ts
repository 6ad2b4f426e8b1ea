import { AD_PAGE_CURSOR_MESSAGE, type User, type UserPage } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { buildTestApp, TEST_SUPER_ADMIN_ID, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const ADMIN_ID = 7_280_000_001;
const FIRST_PLAIN_ID = 7_280_100_000;
const PLAIN_USERS = 120;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(users).values([
    { id: ADMIN_ID, username: 'admin_anna', role: 'admin' },
    { id: 7_280_000_002, username: 'Moder_Boris', role: 'moderator' },
    { id: 7_280_000_003, username: 'gone', role: 'moderator', deletedAt: new Date() },
    // The super admin reads as an admin whatever is stored.
    { id: TEST_SUPER_ADMIN_ID, username: 'boss', role: 'user' },
    ...Array.from({ length: PLAIN_USERS }, (_, i) => ({
      id: FIRST_PLAIN_ID + i,
      username: i % 2 === 0 ? `buyer_${i}` : null,
      role: 'user',
    })),
  ]);
});
afterAll(() => t.close());

const get = (url: string, userId = ADMIN_ID) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-initdata': t.initDataFor(userId) } });

async function readAll(query: string): Promise<{ ids: string[]; first: UserPage }> {
  const ids: string[] = [];
  let first: UserPage | null = null;
  let cursor: string | null = null;
  do {
    const url: string = `/api/users/page?${query}${cursor === null ? '' : `&cursor=${cursor}`}`;
    const page: UserPage = (await get(url)).json();
    first ??= page;
    ids.push(...page.users.map((user) => user.user_id));
    cursor = page.next_cursor;
  } while (cursor !== null);
  return { ids, first: first as UserPage };
}

describe('GET /api/users/page', () => {
  it('gives, page after page, the users of GET /api/users in its order', async () => {
    const { ids } = await readAll('');
    const whole = (await get('/api/users')).json<User[]>();
    expect(ids).toEqual(whole.map((user) => user.user_id));
    expect(ids).toHaveLength(PLAIN_USERS + 3);
  });

  it('counts every role tab over the whole list, not one page', async () => {
    const { first } = await readAll('');
    expect(first.users.length).toBeLessThan(PLAIN_USERS);
    expect(first.counts).toEqual({
      all: PLAIN_USERS + 3,
      admin: 2,
      moderator: 1,
      user: PLAIN_USERS,
    });
  });

  it('filters by the role a row shows, the super admin as an admin', async () => {
    const { ids } = await readAll('role=admin');
    expect(ids).toEqual([String(TEST_SUPER_ADMIN_ID), String(ADMIN_ID)]);
  });

  it('searches a username without case or @, or a part of the user_id, and counts the matches', async () => {
    const byName = await readAll('q=%40moder_b');
    expect(byName.ids).toEqual(['7280000002']);
    expect(byName.first.counts).toEqual({ all: 1, admin: 0, moderator: 1, user: 0 });

    const byId = await readAll('q=728010011&role=user');
    expect(byId.ids).toEqual(
      Array.from({ length: 10 }, (_, i) => String(FIRST_PLAIN_ID + 110 + i)),
    );
  });

  it('refuses a cursor it did not write with 400 and the Russian reason', async () => {
    const response = await get('/api/users/page?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AD_PAGE_CURSOR_MESSAGE);
  });

  it('is for admins only', async () => {
    expect((await get('/api/users/page', 7_280_000_002)).statusCode).toBe(403);
  });
});
