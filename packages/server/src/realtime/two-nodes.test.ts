import { ADS_ROOM } from '@flowers/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { SHARED_PHOTOS_ENV, buildTestApp, type TestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

// Read directly: the suite decides whether a Redis server is there before any Config exists.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(redisUrl === undefined)('two app instances on one Redis', () => {
  let database: DatabaseHandle;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let client: Socket;
  const SELLER = 7_810_000_001;
  const MODERATOR = 7_810_000_002;

  beforeAll(async () => {
    database = await openTestDatabase();
    nodeA = await buildTestApp({ REDIS_URL: redisUrl, ...SHARED_PHOTOS_ENV }, { database });
    nodeB = await buildTestApp({ REDIS_URL: redisUrl, ...SHARED_PHOTOS_ENV }, { database });
    await seedUser(database.db, SELLER);
    await seedUser(database.db, MODERATOR, { role: 'moderator' });
    const urlB = await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    client = connect(urlB, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    await client.emitWithAck('join', ADS_ROOM);
  });
  afterAll(async () => {
    client?.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('delivers an approval made on one node to a client of the other', async () => {
    const id = await seedAd(database.db, { ownerId: SELLER, status: 'wait_moder' });
    const received = new Promise<{ ad: { id: number } }>((resolve) =>
      client.once('new_ad', resolve),
    );
    const approval = await nodeA.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${id}/approve`,
      headers: { 'x-initdata': nodeA.initDataFor(MODERATOR) },
    });
    expect(approval.statusCode).toBe(200);
    expect((await received).ad.id).toBe(id);
  });
});
