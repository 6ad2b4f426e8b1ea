import type { Readiness, ReadinessCheck } from '@flowers/domain';
import type { Redis } from 'ioredis';
import { pingDatabase, type Database } from '../db/database.ts';

// A hung service must not hang the probe; load balancers time out after a few seconds.
const CHECK_TIMEOUT_MS = 2_000;
const OPTIONAL = new Set<ReadinessCheck>(['redis']);

function withinTimeout(check: () => Promise<unknown>): Promise<'ok' | 'fail'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'fail'>((resolve) => {
    timer = setTimeout(() => resolve('fail'), CHECK_TIMEOUT_MS);
  });
  const outcome = check().then(
    () => 'ok' as const,
    () => 'fail' as const,
  );
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}

// Redis failing is degraded, not unready: taking every node out in a Redis blip is an outage.
export function createReadinessProbe(deps: {
  db: Database;
  redis: Redis | null;
  media: { check(): Promise<unknown> };
}): () => Promise<Readiness> {
  const { redis } = deps;
  const probes: [ReadinessCheck, () => Promise<unknown>][] = [
    ['database', () => pingDatabase(deps.db)],
    ...(redis === null
      ? []
      : [['redis', () => redis.ping()] as [ReadinessCheck, () => Promise<unknown>]]),
    ['storage', () => deps.media.check()],
  ];
  return async () => {
    const results = await Promise.all(probes.map(([, probe]) => withinTimeout(probe)));
    const checks = Object.fromEntries(probes.map(([name], i) => [name, results[i]]));
    const failed = probes.filter((_, i) => results[i] === 'fail').map(([name]) => name);
    const degraded = failed.filter((name) => OPTIONAL.has(name));
    return {
      ok: failed.length === degraded.length,
      checks,
      ...(degraded.length > 0 && { degraded }),
    };
  };
}
