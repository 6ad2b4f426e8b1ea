import { AD_LIFETIME_MS } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { ads } from '../db/schema.ts';
import { createRecordingPublisher } from '../realtime/live-publisher.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { expireDueAds } from './expire-ads.ts';

let handle: DatabaseHandle;
const OWNER = 7_700_000_001;
const createdAt = new Date('2026-11-01T10:00:00Z');

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedUser(handle.db, OWNER);
});
afterAll(() => handle.close());

const statusOf = async (id: number) =>
  (await handle.db.select({ status: ads.status }).from(ads).where(eq(ads.id, id)))[0]?.status;

describe('expiry sweep', () => {
  it('leaves an ad alone one second before its 48 hours are up', async () => {
    const id = await seedAd(handle.db, { ownerId: OWNER, createdAt });
    const publisher = createRecordingPublisher();
    await expireDueAds(handle.db, publisher, new Date(createdAt.getTime() + AD_LIFETIME_MS - 1000));
    expect(await statusOf(id)).toBe('new');
    expect(publisher.messages).toEqual([]);
  });

  it('expires countdown ads at 48 hours and announces each change', async () => {
    const fresh = await seedAd(handle.db, { ownerId: OWNER, createdAt, status: 'edit_pending' });
    const reserved = await seedAd(handle.db, { ownerId: OWNER, createdAt, status: 'reserved' });
    const publisher = createRecordingPublisher();
    const expired = await expireDueAds(
      handle.db,
      publisher,
      new Date(createdAt.getTime() + AD_LIFETIME_MS),
    );
    expect(expired).toBeGreaterThanOrEqual(2);
    expect(await statusOf(fresh)).toBe('expired');
    expect(await statusOf(reserved)).toBe('reserved');
    expect(publisher.messages).toContainEqual(
      expect.objectContaining({
        event: 'ad_status_changed',
        payload: { adId: fresh, newStatus: 'expired', oldStatus: 'edit_pending' },
      }),
    );
  });

  it('expires each ad once when two nodes sweep at the same time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => seedAd(handle.db, { ownerId: OWNER, createdAt })),
    );
    const a = createRecordingPublisher();
    const b = createRecordingPublisher();
    const at = new Date(createdAt.getTime() + AD_LIFETIME_MS + 1);
    const [countA, countB] = await Promise.all([
      expireDueAds(handle.db, a, at),
      expireDueAds(handle.db, b, at),
    ]);
    expect(countA + countB).toBe(ids.length);
    expect(a.messages.length + b.messages.length).toBe(ids.length);
  });
});
