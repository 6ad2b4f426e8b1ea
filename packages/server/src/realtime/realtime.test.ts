import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Ad, Role } from '@flowers/domain';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import {
  io as connectClient,
  type ManagerOptions,
  type Socket as ClientSocket,
  type SocketOptions,
} from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInitData } from '../auth/init-data.ts';
import { createRealtime, type JoinAck, type Realtime } from './realtime.ts';
import { withCaughtPublish } from './redis-clients.ts';

const BOT_TOKEN = '123456:TEST-token-of-the-realtime-tests-AAAAAAA';
const OTHER_BOT_TOKEN = '654321:ANOTHER-bot-token-BBBBBBBBBBBBBBBBB';
const DAY_SECONDS = 86_400;
// Long enough for an event sent to every room member to arrive if it was going to.
const SETTLE_MS = 150;
const REDIS_URL = process.env.TEST_REDIS_URL;

const MODERATOR_ID = 7_200_000_001;
const ADMIN_ID = 7_200_000_002;
const USER_ID = 7_200_000_003;
const BROKEN_LOOKUP_ID = 7_200_000_004;

const AD: Ad = {
  id: 41,
  title: 'Пионы',
  description: 'Свежие',
  price: 6500,
  original_price: 5000,
  address: 'Москва, ул. Тверская, 1',
  phone: '+79990000000',
  status: 'new',
  created_at: '2026-11-21T12:00:00.000Z',
  username: 'anna',
  user_id: '7000000001',
  image_urls: [],
};

interface Node {
  realtime: Realtime;
  url: string;
  roles: Map<number, Role>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function closeServer(server: HttpServer): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function startNode(redisUrl: string | null = null, keyPrefix?: string): Promise<Node> {
  const roles = new Map<number, Role>([
    [MODERATOR_ID, 'moderator'],
    [ADMIN_ID, 'admin'],
    [USER_ID, 'user'],
  ]);
  const server = createServer();
  const realtime = await createRealtime({
    server,
    botToken: BOT_TOKEN,
    initDataMaxAgeSeconds: DAY_SECONDS,
    redisUrl,
    ...(keyPrefix !== undefined && { keyPrefix }),
    resolveRole: async (userId) => {
      if (userId === BROKEN_LOOKUP_ID) throw new Error('database is down');
      return roles.get(userId) ?? null;
    },
  });
  cleanups.push(
    () => closeServer(server),
    () => realtime.close(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { realtime, url: `http://127.0.0.1:${port}`, roles };
}

const initDataFor = (userId: number, botToken = BOT_TOKEN): string =>
  signInitData({ user: { id: userId, first_name: 'Тест' }, authDate: new Date() }, botToken);

type ClientOptions = Partial<ManagerOptions & SocketOptions>;

async function connect(url: string, options: ClientOptions = {}): Promise<ClientSocket> {
  const client = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  });
  cleanups.push(() => {
    client.close();
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  return client;
}

function record(client: ClientSocket): { event: string; payload: unknown }[] {
  const received: { event: string; payload: unknown }[] = [];
  client.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return received;
}

const join = (client: ClientSocket, payload: unknown): Promise<JoinAck> =>
  client.timeout(2000).emitWithAck('join', payload) as Promise<JoinAck>;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

function publishAll(realtime: Realtime): void {
  realtime.publisher.adEnteredCatalogue(AD);
  realtime.publisher.adStatusChanged({
    adId: AD.id,
    newStatus: 'new',
    oldStatus: 'reserved',
    message: 'Букет снова доступен для заказа!',
  });
  realtime.publisher.moderationCountChanged(2);
}

const NEW_AD = { event: 'new_ad', payload: { ad: AD } };
const STATUS_CHANGED = {
  event: 'ad_status_changed',
  payload: {
    adId: AD.id,
    newStatus: 'new',
    oldStatus: 'reserved',
    message: 'Букет снова доступен для заказа!',
  },
};
const MODERATION_COUNT = { event: 'moderation_count', payload: { count: 2 } };

describe('room ads_updates (spec §4 "Live updates", §7 "Realtime")', () => {
  it('sends new_ad and ad_status_changed to a client that joined with "ads_updates"', async () => {
    const node = await startNode();
    const client = await connect(node.url);
    const received = record(client);
    expect(await join(client, 'ads_updates')).toEqual({ ok: true, room: 'ads_updates' });

    publishAll(node.realtime);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    await settle();
    expect(received).toEqual([NEW_AD, STATUS_CHANGED]);
  });

  it('accepts { room: "ads_updates" } as the join payload', async () => {
    const node = await startNode();
    const client = await connect(node.url);
    const received = record(client);
    expect(await join(client, { room: 'ads_updates' })).toEqual({ ok: true, room: 'ads_updates' });

    publishAll(node.realtime);
    await vi.waitFor(() => expect(received).toEqual([NEW_AD, STATUS_CHANGED]));
  });

  it('joins without an acknowledgement, as the spec client emits it', async () => {
    const node = await startNode();
    const client = await connect(node.url);
    const received = record(client);
    client.emit('join', 'ads_updates');
    // Events are handled in order: this answer comes after the join above took effect.
    await join(client, 'ads_updates');

    publishAll(node.realtime);
    await vi.waitFor(() => expect(received).toEqual([NEW_AD, STATUS_CHANGED]));
  });

  it('sends nothing to a client that never joins or asks for an unknown room', async () => {
    const node = await startNode();
    const probe = await connect(node.url);
    const probeReceived = record(probe);
    await join(probe, 'ads_updates');
    const silent = record(await connect(node.url));
    const stranger = await connect(node.url);
    const strangerReceived = record(stranger);
    expect(await join(stranger, 'secret_room')).toEqual({
      ok: false,
      error: 'Неизвестная комната',
    });
    expect(await join(stranger, { room: 42 })).toMatchObject({ ok: false });
    expect(await join(stranger, null)).toMatchObject({ ok: false });

    publishAll(node.realtime);
    await vi.waitFor(() => expect(probeReceived).toHaveLength(2));
    await settle();
    expect(silent).toEqual([]);
    expect(strangerReceived).toEqual([]);
  });
});

describe('staff room', () => {
  it('sends moderation_count to a moderator and an admin with valid init data', async () => {
    const node = await startNode();
    const moderator = record(
      await connect(node.url, { auth: { initData: initDataFor(MODERATOR_ID) } }),
    );
    const admin = record(
      await connect(node.url, { extraHeaders: { 'x-initdata': initDataFor(ADMIN_ID) } }),
    );

    node.realtime.publisher.moderationCountChanged(2);
    await vi.waitFor(() => expect(moderator).toEqual([MODERATION_COUNT]));
    await vi.waitFor(() => expect(admin).toEqual([MODERATION_COUNT]));
  });

  it('keeps moderation_count from ordinary, unsigned and forged clients', async () => {
    const node = await startNode();
    const probe = record(
      await connect(node.url, { auth: { initData: initDataFor(MODERATOR_ID) } }),
    );
    const user = await connect(node.url, { auth: { initData: initDataFor(USER_ID) } });
    const userReceived = record(user);
    const unsigned = await connect(node.url);
    const unsignedReceived = record(unsigned);
    const forged = record(
      await connect(node.url, { auth: { initData: initDataFor(MODERATOR_ID, OTHER_BOT_TOKEN) } }),
    );
    const publicOnly = await connect(node.url);
    const publicReceived = record(publicOnly);
    await join(publicOnly, 'ads_updates');
    expect(await join(user, 'staff')).toEqual({ ok: false, error: 'Недостаточно прав' });
    expect(await join(unsigned, { room: 'staff' })).toEqual({
      ok: false,
      error: 'Недостаточно прав',
    });

    node.realtime.publisher.moderationCountChanged(2);
    await vi.waitFor(() => expect(probe).toHaveLength(1));
    await settle();
    expect(userReceived).toEqual([]);
    expect(unsignedReceived).toEqual([]);
    expect(forged).toEqual([]);
    expect(publicReceived).toEqual([]);
  });

  it('lets a user promoted after connecting join "staff" with a fresh role check', async () => {
    const node = await startNode();
    const client = await connect(node.url, { auth: { initData: initDataFor(USER_ID) } });
    const received = record(client);
    node.roles.set(USER_ID, 'moderator');
    expect(await join(client, 'staff')).toEqual({ ok: true, room: 'staff' });

    node.realtime.publisher.moderationCountChanged(2);
    await vi.waitFor(() => expect(received).toEqual([MODERATION_COUNT]));
  });

  it('still serves the public feed when the role lookup fails', async () => {
    const node = await startNode();
    const client = await connect(node.url, { auth: { initData: initDataFor(BROKEN_LOOKUP_ID) } });
    const received = record(client);
    await join(client, 'ads_updates');

    publishAll(node.realtime);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    await settle();
    expect(received).toEqual([NEW_AD, STATUS_CHANGED]);
  });
});

describe('shutdown', () => {
  it('drops connections so that clients reconnect, and ignores later publishing', async () => {
    const node = await startNode();
    const client = await connect(node.url);
    const reason = new Promise<string>((resolve) => client.once('disconnect', resolve));

    await node.realtime.close();
    expect(await reason).toBe('transport close');
    expect(() => publishAll(node.realtime)).not.toThrow();
  });

  it('shares a Fastify server: routes answer and app.close() ends with clients connected', async () => {
    const app = Fastify();
    app.get('/health', () => ({ ok: true }));
    const realtime = await createRealtime({
      server: app.server,
      botToken: BOT_TOKEN,
      initDataMaxAgeSeconds: DAY_SECONDS,
      redisUrl: null,
      resolveRole: () => Promise.resolve(null),
    });
    app.addHook('preClose', () => realtime.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;

    const client = await connect(url);
    expect(await join(client, 'ads_updates')).toEqual({ ok: true, room: 'ads_updates' });
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true });
    await app.close();
  });
});

describe('Redis', () => {
  it('refuses to start with a line naming REDIS_URL when Redis is unreachable', async () => {
    const server = createServer();
    await expect(
      createRealtime({
        server,
        botToken: BOT_TOKEN,
        initDataMaxAgeSeconds: DAY_SECONDS,
        redisUrl: 'redis://127.0.0.1:1',
        resolveRole: () => Promise.resolve(null),
      }),
    ).rejects.toThrow(/^REDIS_URL: /);
  });

  it('reports a failed PUBLISH instead of leaving an unhandled rejection', async () => {
    const client = new Redis({ lazyConnect: true });
    client.disconnect();
    const onError = vi.fn();
    await withCaughtPublish(client, onError).publish('channel', 'message');
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });

  describe.skipIf(REDIS_URL === undefined)('two nodes on one Redis (TEST_REDIS_URL)', () => {
    it('publishes live events on channels under REDIS_KEY_PREFIX', async () => {
      const prefix = `flowers-test-${process.pid}-${Date.now()}:`;
      const listener = new Redis(REDIS_URL ?? '');
      cleanups.push(async () => void listener.disconnect());
      const channels: string[] = [];
      listener.on('pmessage', (_pattern, channel: string) => channels.push(channel));
      await listener.psubscribe('*');
      const node = await startNode(REDIS_URL, prefix);
      publishAll(node.realtime);
      await vi.waitFor(() => expect(channels.some((c) => c.startsWith(prefix))).toBe(true));
      const ours = channels.filter((c) => c.includes(prefix.slice(0, -1)));
      expect(ours.every((c) => c.startsWith(prefix))).toBe(true);
    });

    it('delivers events published on node A to clients of node B', async () => {
      const nodeA = await startNode(REDIS_URL);
      const nodeB = await startNode(REDIS_URL);
      const publicClient = await connect(nodeB.url);
      const publicReceived = record(publicClient);
      await join(publicClient, 'ads_updates');
      const staff = record(
        await connect(nodeB.url, { auth: { initData: initDataFor(MODERATOR_ID) } }),
      );

      publishAll(nodeA.realtime);
      // Other test runs may share this Redis, so look for ours among whatever arrives.
      await vi.waitFor(() => {
        expect(publicReceived).toContainEqual(NEW_AD);
        expect(publicReceived).toContainEqual(STATUS_CHANGED);
        expect(staff).toContainEqual(MODERATION_COUNT);
      });
      expect(publicReceived).not.toContainEqual(MODERATION_COUNT);
    });
  });
});
