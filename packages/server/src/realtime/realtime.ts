import type { Server as HttpServer } from 'node:http';
import {
  ADS_ROOM,
  SOCKET_PATH,
  isStaff,
  userRoom,
  type Role,
  UNKNOWN_ROOM_MESSAGE,
  FORBIDDEN_MESSAGE,
} from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { z } from 'zod';
import { verifyInitData } from '../auth/init-data.ts';
import {
  STAFF_ROOM,
  createLivePublisher,
  sendToSockets,
  type LivePublisher,
} from './live-publisher.ts';
import { connectRedisPair, type RedisPair } from './redis-clients.ts';

export interface RealtimeOptions {
  server: HttpServer;
  botToken: string;
  initDataMaxAgeSeconds: number;
  redisUrl: string | null;
  keyPrefix?: string;
  resolveRole: (userId: number) => Promise<Role | null>;
  logger?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface Realtime {
  io: Server;
  publisher: LivePublisher;
  close(): Promise<void>;
}

export type JoinAck = { ok: true; room: string } | { ok: false; error: string };

interface SocketData {
  userId: number | null;
  staff: boolean;
}

type LiveServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type LiveSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

// spec §7 leaves the join payload unshown: accept the bare room name and { room }.
const joinRequestSchema = z.union([
  z.string(),
  z.object({ room: z.string() }).transform(({ room }) => room),
]);

// Clients only send `join`; a small cap keeps a hostile client from buffering megabytes.
const SOCKET_MAX_MESSAGE_BYTES = 16 * 1024;

function handshakeInitData(socket: LiveSocket): string | undefined {
  const auth: unknown = socket.handshake.auth.initData;
  if (typeof auth === 'string' && auth !== '') return auth;
  // Browsers cannot set headers on a WebSocket, but other clients may send ours.
  const header = socket.handshake.headers['x-initdata'];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

export async function createRealtime(options: RealtimeOptions): Promise<Realtime> {
  const { logger } = options;
  const redis: RedisPair | null =
    options.redisUrl === null
      ? null
      : await connectRedisPair(options.redisUrl, (error) => {
          logger?.warn({ err: error }, 'realtime: Redis error');
        });

  const adapter =
    redis === null
      ? null
      : (await import('@socket.io/redis-adapter')).createAdapter(redis.pub, redis.sub, {
          key: `${options.keyPrefix ?? ''}socket.io`,
        });
  const io: LiveServer = new Server(options.server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
    ...(adapter === null ? {} : { adapter }),
  });
  if (redis !== null) {
    // Replies in order: once PING answers, the adapter's SUBSCRIBEs are active.
    await redis.sub.ping();
  }

  const isStaffUser = async (userId: number): Promise<boolean> => {
    try {
      return isStaff(await options.resolveRole(userId));
    } catch (error) {
      logger?.error({ err: error, userId }, 'realtime: role lookup failed');
      return false;
    }
  };

  const joinRoom = async (socket: LiveSocket, payload: unknown): Promise<JoinAck> => {
    const parsed = joinRequestSchema.safeParse(payload);
    const room = parsed.success ? parsed.data : null;
    if (room === ADS_ROOM) {
      await socket.join(ADS_ROOM);
      return { ok: true, room };
    }
    if (room !== STAFF_ROOM) return { ok: false, error: UNKNOWN_ROOM_MESSAGE };
    const { userId } = socket.data;
    if (userId === null || !(await isStaffUser(userId)))
      return { ok: false, error: FORBIDDEN_MESSAGE };
    await socket.join(STAFF_ROOM);
    return { ok: true, room };
  };

  // Bad init data still gets the public feed; only staff rooms depend on it.
  io.use((socket, next) => {
    const check = verifyInitData(
      handshakeInitData(socket),
      options.botToken,
      options.initDataMaxAgeSeconds,
    );
    socket.data.userId = check.ok ? check.user.id : null;
    socket.data.staff = false;
    if (!check.ok) {
      next();
      return;
    }
    void isStaffUser(check.user.id).then((staff) => {
      socket.data.staff = staff;
      next();
    });
  });

  io.on('connection', (socket) => {
    if (socket.data.staff) void socket.join(STAFF_ROOM);
    if (socket.data.userId !== null) void socket.join(userRoom(socket.data.userId));
    socket.on('join', (payload: unknown, ack: unknown) => {
      void joinRoom(socket, payload).then((result) => {
        if (typeof ack === 'function') ack(result);
      });
    });
  });

  let closed = false;
  const publisher = createLivePublisher((message) => {
    // After close the Redis clients are gone; a service finishing late must not fail on it.
    if (closed) return;
    try {
      sendToSockets(io, message);
    } catch (error) {
      logger?.error({ err: error, event: message.event }, 'realtime: emit failed');
    }
  });

  return {
    io,
    publisher,
    async close() {
      if (closed) return;
      closed = true;
      // No disconnect packet: the client treats a closed transport as a reason to reconnect.
      io.engine.close();
      await redis?.close();
    },
  };
}
