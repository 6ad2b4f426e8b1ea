import type { Readiness, ReadinessCheck } from '@flowers/domain';
import type { Redis } from 'ioredis';
import { pingDatabase, type Database } from '../db/database.ts';

// A hung service must not hang the probe; load balancers time out after a few seconds.
const CHECK_TIMEOUT_MS = 2_000;
// Reading bouquets, pages and orders needs neither: without Redis events stay on their node and
// writes go unlimited, without S3 uploads are refused with 503 (docs/operations.md "Outages").
const OPTIONAL = new Set<ReadinessCheck>(['redis', 'storage']);

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

// An optional service failing is degraded, not unready: taking every node out of the proxy in
// a Redis or S3 blip would turn a lost feature into an outage.
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
