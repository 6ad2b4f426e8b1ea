import type { Redis } from 'ioredis';

// Imported only when REDIS_URL is set: a single node would hold ioredis' modules for nothing.
const loadRedis = async () => (await import('ioredis')).Redis;

export interface RedisPair {
  pub: Redis;
  sub: Redis;
  close(): Promise<void>;
}

/** The adapter drops every PUBLISH promise; a rejection would be unhandled and end the process. */
export function withCaughtPublish(client: Redis, onError: (error: Error) => void): Redis {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'publish') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Redis['publish']>) =>
        target.publish(...args).catch((error: unknown) => {
          onError(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
}

/**
 * A Redis that stops answering without closing its connection (frozen, a black hole) would hold
 * each command until TCP gives up, minutes later; every use of Redis here can go on without
 * an answer (docs/operations.md "Outages"), so a command that has none by then fails.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

const unreachable = (error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`REDIS_URL: нет связи с Redis (${reason})`, { cause: error });
};

/** While Redis is away commands fail at once instead of queueing, so no request waits. */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const Redis = await loadRedis();
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  client.on('error', onError);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw unreachable(error);
  }
  return client;
}

export async function closeRedis(client: Redis): Promise<void> {
  // QUIT waits for a reply a dead connection never gives.
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}

export async function connectRedisPair(
  url: string,
  onError: (error: Error) => void,
): Promise<RedisPair> {
  const Redis = await loadRedis();
  const pub = new Redis(url, { lazyConnect: true, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  const sub = pub.duplicate();
  pub.on('error', onError);
  sub.on('error', onError);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw unreachable(error);
  }
  return {
    pub: withCaughtPublish(pub, onError),
    sub,
    async close() {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}
