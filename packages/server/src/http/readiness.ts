import type { Readiness, ReadinessCheck } from '@flowers/domain';
import type { Redis } from 'ioredis';
import { pingDatabase, type Database } from '../db/database.ts';

// A hung service must not hang the probe; load balancers time out after a few seconds.
const CHECK_TIMEOUT_MS = 2_000;

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

/**
 * Every node shares these services, so none is better off than another without them, and taking
 * every node out of the proxy in a blip would turn lost features into an outage: a node that
 * answers is ready, and says which services it is degraded without. Without the database the
 * catalogue, the bouquet pages it holds and sign-ins answer and other calls 503; without Redis
 * events stay on their node and writes go unlimited; without S3 uploads are refused with 503
 * (docs/operations.md "Outages").
 */
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
    const degraded = probes.filter((_, i) => results[i] === 'fail').map(([name]) => name);
    return { ok: true, checks, ...(degraded.length > 0 && { degraded }) };
  };
}
