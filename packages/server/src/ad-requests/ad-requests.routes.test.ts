import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../db/schema.ts';
import { seedAd, seedRequest, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const OWNER = 7_300_000_001;
const OTHER = 7_300_000_002;
const MODERATOR = 7_300_000_003;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, OWNER);
  await seedUser(t.db, OTHER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });
const statusOf = async (id: number) =>
  (await t.db.select({ status: ads.status }).from(ads).where(eq(ads.id, id)))[0]?.status;
const EDIT = { title: 'Новый букет', description: 'Обновлено', price: '8000' };

const post = (url: string, userId: number, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(userId), ...(payload && { payload }) });

describe('edit requests', () => {
  it('puts the ad in edit_pending when its owner asks for an edit', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER });
    const response = await post(`/api/ads/${id}/edit-request`, OWNER, EDIT);
    expect(response.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('edit_pending');
  });

  it("refuses an edit of someone else's ad with 403", async () => {
    const id = await seedAd(t.db, { ownerId: OWNER });
    const response = await post(`/api/ads/${id}/edit-request`, OTHER, EDIT);
    expect(response.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('new');
  });

  it('refuses an edit while the ad waits for moderation with 409', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER, status: 'wait_moder' });
    const response = await post(`/api/ads/${id}/edit-request`, OWNER, EDIT);
    expect(response.statusCode).toBe(409);
  });

  it('refuses a two-letter title with «Название: 3-100 символов»', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER });
    const response = await post(`/api/ads/${id}/edit-request`, OWNER, { ...EDIT, title: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Название: 3-100 символов' });
  });

  it('answers 404 for an edit of an unknown ad', async () => {
    const response = await post('/api/ads/999999/edit-request', OWNER, EDIT);
    expect(response.statusCode).toBe(404);
  });

  it('lists only the latest edit request of each ad with old and new values', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER, status: 'edit_pending', originalPrice: 6000 });
    await seedRequest(t.db, id, OWNER, 'edit', {
      newTitle: 'Первый вариант',
      newOriginalPrice: 7000,
    });
    const latest = await seedRequest(t.db, id, OWNER, 'edit', {
      newTitle: 'Второй вариант',
      newOriginalPrice: 7500,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ad_edits',
      headers: as(MODERATOR),
    });
    const forAd = response.json().filter((r: { ad_id: number }) => r.ad_id === id);
    expect(forAd).toHaveLength(1);
    expect(forAd[0]).toMatchObject({
      id: latest,
      type: 'edit',
      new_title: 'Второй вариант',
      new_price: 7500,
      approved: null,
      username: `user${OWNER}`,
      user_id: String(OWNER),
      original_price: 6000,
    });
  });

  it('applies the new title and recomputes the price when a moderator approves', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER });
    await post(`/api/ads/${id}/edit-request`, OWNER, EDIT);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ad_edits',
      headers: as(MODERATOR),
    });
    const request = list.json().find((r: { ad_id: number }) => r.ad_id === id);
    const approved = await post(`/api/ad_edits/${request.id}/approve`, MODERATOR);
    expect(approved.statusCode).toBe(200);
    const [row] = await t.db.select().from(ads).where(eq(ads.id, id));
    expect(row).toMatchObject({
      status: 'edited',
      title: 'Новый букет',
      originalPrice: 8000,
      price: 10_400,
    });
    const again = await post(`/api/ad_edits/${request.id}/approve`, MODERATOR);
    expect(again.statusCode).toBe(409);
  });

  it('moves the ad to edit_rejected and keeps its values when a moderator rejects', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER, status: 'edit_pending', title: 'Старое' });
    const requestId = await seedRequest(t.db, id, OWNER, 'edit', {
      newTitle: 'Новое',
      newOriginalPrice: 9000,
    });
    const response = await post(`/api/ad_edits/${requestId}/reject`, MODERATOR);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(ads).where(eq(ads.id, id));
    expect(row).toMatchObject({ status: 'edit_rejected', title: 'Старое' });
  });

  it('refuses the edit list and decisions to an ordinary user with 403', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/ad_edits', headers: as(OTHER) });
    const approve = await post('/api/ad_edits/1/approve', OTHER);
    expect([list.statusCode, approve.statusCode]).toEqual([403, 403]);
  });

  it('answers 404 for a decision on an unknown request', async () => {
    const response = await post('/api/ad_edits/999999/approve', MODERATOR);
    expect(response.statusCode).toBe(404);
  });
});

describe('delete requests', () => {
  it('puts the ad in delete_pending and lists the request for moderators', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER, title: 'Удаляемый букет' });
    const response = await post(`/api/ads/${id}/delete-request`, OWNER);
    expect(response.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('delete_pending');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ad_delete_requests',
      headers: as(MODERATOR),
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ ad_id: id, title: 'Удаляемый букет', user_id: String(OWNER) }),
    );
  });

  it('deletes the ad when a moderator approves with its ad_id', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER, status: 'delete_pending' });
    const requestId = await seedRequest(t.db, id, OWNER, 'delete');
    const response = await post(`/api/ad_edits/${requestId}/approve`, MODERATOR, { ad_id: id });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('delete');
  });

  it('refuses an approval whose ad_id names another ad with 400', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER, status: 'delete_pending' });
    const requestId = await seedRequest(t.db, id, OWNER, 'delete');
    const response = await post(`/api/ad_edits/${requestId}/approve`, MODERATOR, {
      ad_id: id + 1000,
    });
    expect(response.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('delete_pending');
  });

  it('moves the ad to delete_rejected through moderate-ad-cancel-delete', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER, status: 'delete_pending' });
    await seedRequest(t.db, id, OWNER, 'delete');
    const response = await post('/api/moderate-ad-cancel-delete', MODERATOR, { ad_id: id });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('delete_rejected');
  });

  it('answers 409 to cancel-delete when the ad has no pending delete request', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER });
    const response = await post('/api/moderate-ad-cancel-delete', MODERATOR, { ad_id: id });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a delete request of a reserved ad with 409', async () => {
    const id = await seedAd(t.db, { ownerId: OWNER, status: 'reserved' });
    const response = await post(`/api/ads/${id}/delete-request`, OWNER);
    expect(response.statusCode).toBe(409);
  });
});
