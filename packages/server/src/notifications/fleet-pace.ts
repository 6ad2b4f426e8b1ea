import type { Redis } from 'ioredis';
import { slidingWindow } from './send-pace.ts';

/** When a send may start: now or later, never sooner than asked. */
export interface SendPace {
  reserve(at: number): Promise<number>;
}

// Below Telegram's ~30: a send leaves its node up to a tenth of a second after its slot (event
// loop, GC, a reconnect), and late sends of two nodes land in the same second at Telegram; 25
// slots 40 ms apart leave room for 200 ms of it.
export const FLEET_MESSAGES_PER_SECOND = 25;

// After Redis fails each node keeps its own pace for this long before asking it again: a frozen
// Redis must not cost every send a command timeout.
const ALONE_AFTER_FAILURE_MS = 10_000;
// A node with a backlog looks this many seconds ahead at most; past that it goes at its own pace.
const SECONDS_AHEAD = 30;
// Each second's count expires 10 s after it is last touched, so keys never pile up.
const COUNT_TTL_MS = 10_000;

// The next slot of a second, at least the first not yet past; atomic across nodes.
const TAKE_SLOT = `
local slot = redis.call('INCR', KEYS[1])
local earliest = tonumber(ARGV[1])
if slot < earliest then
  slot = earliest
  redis.call('SET', KEYS[1], slot)
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return slot`;

export function localPace(perSecond: number): SendPace {
  const window = slidingWindow(perSecond);
  return { reserve: async (at) => window.reserve(at) };
}

/**
 * Telegram counts a bot's messages across every node (~30 a second), so the nodes share one
 * budget per wall-clock second in Redis: the n-th send of a second starts n/perSecond into it,
 * spread, not in a burst. Each node's own window still spaces its sends. Without Redis, or
 * while it fails, each node goes at its own pace and Telegram's 429 with retry_after (which the
 * worker obeys) is the fleet's limit.
 */
export function fleetPace(options: {
  redis: Redis;
  key: string;
  perSecond: number;
  onFailure: (error: unknown) => void;
}): SendPace {
  const { redis, key, perSecond } = options;
  const own = slidingWindow(perSecond);
  let aloneUntil = 0;

  // The n-th slot of a second starts n/perSecond into it; slots already past are skipped, so
  // the fleet's starts sit on one lattice and no sliding second holds more than perSecond.
  async function slotOf(second: number, earliest: number): Promise<number> {
    const past = Math.max(0, Math.ceil(((earliest - second * 1000) * perSecond) / 1000));
    const slot = await redis.eval(
      TAKE_SLOT,
      1,
      `${key}:${second}`,
      String(past + 1),
      String(COUNT_TTL_MS),
    );
    return Number(slot);
  }

  return {
    async reserve(at) {
      const start = own.reserve(at);
      if (Date.now() < aloneUntil) return start;
      try {
        const first = Math.floor(start / 1000);
        for (let second = first; second < first + SECONDS_AHEAD; second += 1) {
          const slot = await slotOf(second, start);
          if (slot <= perSecond) return second * 1000 + ((slot - 1) * 1000) / perSecond;
        }
        return (first + SECONDS_AHEAD) * 1000;
      } catch (error) {
        aloneUntil = Date.now() + ALONE_AFTER_FAILURE_MS;
        options.onFailure(error);
        return start;
      }
    },
  };
}
