import { ADS_ROOM } from '@flowers/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let url: string;
const SELLER = 7_800_000_001;
const MODERATOR = 7_800_000_002;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await t.close();
});

async function joinedClient(auth: Record<string, string> = {}): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('join', ADS_ROOM);
  return socket;
}

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });

describe('live updates after commits', () => {
  it('announces an approved ad to the catalogue room as new_ad with the ad', async () => {
    const client = await joinedClient();
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder', title: 'Живые пионы' });
    const received = next<{ ad: { id: number; title: string; status: string } }>(client, 'new_ad');
    await t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${id}/approve`,
      headers: as(MODERATOR),
    });
    expect((await received).ad).toMatchObject({ id, title: 'Живые пионы', status: 'new' });
  });

  it('announces an owner request as ad_status_changed with both statuses', async () => {
    const client = await joinedClient();
    const id = await seedAd(t.db, { ownerId: SELLER });
    const received = next(client, 'ad_status_changed');
    await t.app.inject({
      method: 'POST',
      url: `/api/ads/${id}/delete-request`,
      headers: as(SELLER),
    });
    expect(await received).toEqual({ adId: id, newStatus: 'delete_pending', oldStatus: 'new' });
  });

  it('sends staff the pending moderation count when a request arrives', async () => {
    const staff = await joinedClient({ initData: t.initDataFor(MODERATOR) });
    const id = await seedAd(t.db, { ownerId: SELLER });
    const received = next<{ count: number }>(staff, 'moderation_count');
    await t.app.inject({
      method: 'POST',
      url: `/api/ads/${id}/delete-request`,
      headers: as(SELLER),
    });
    expect((await received).count).toBeGreaterThan(0);
  });
});
