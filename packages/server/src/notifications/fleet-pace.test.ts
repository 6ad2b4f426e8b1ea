import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/network.ts';
import { fleetPace } from './fleet-pace.ts';

const redisUrl = process.env.TEST_REDIS_URL;

const mostInAnySecond = (starts: number[]) =>
  Math.max(...starts.map((from) => starts.filter((at) => at >= from && at < from + 1000).length));

describe.skipIf(redisUrl === undefined)('the pace two nodes share through Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(() => redis.quit());

  it('lets no more than the limit start in any second across both nodes', async () => {
    const key = `test:telegram-pace:${randomUUID()}`;
    const nodes = [1, 2].map(() =>
      fleetPace({ redis, key, perSecond: 28, onFailure: (error) => expect(error).toBeUndefined() }),
    );
    const at = Date.now();
    const starts = (
      await Promise.all(
        nodes.map(async (pace) => {
          const own: number[] = [];
          for (let n = 0; n < 56; n += 1)
            own.push(await pace.reserve(Math.max(at, own.at(-1) ?? 0)));
          return own;
        }),
      )
    ).flat();
    expect(mostInAnySecond(starts)).toBeLessThanOrEqual(28);
    // 112 sends at 28 a second: four seconds, not the two each node's own pace would take.
    expect(Math.max(...starts) - at).toBeGreaterThanOrEqual(3_000);
  });
});

describe('the shared pace without Redis', () => {
  it('goes at the node’s own pace at once, and says so once, when Redis fails', async () => {
    const dead = new Redis(await freePort(), '127.0.0.1', {
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    const failures: unknown[] = [];
    const pace = fleetPace({
      redis: dead,
      key: 'test:telegram-pace',
      perSecond: 28,
      onFailure: (error) => failures.push(error),
    });
    const at = Date.now();
    const starts: number[] = [];
    for (let n = 0; n < 28; n += 1) starts.push(await pace.reserve(at));
    expect(mostInAnySecond(starts)).toBe(28);
    expect(Date.now() - at).toBeLessThan(1_000);
    expect(failures).toHaveLength(1);
    dead.disconnect();
  });
});
