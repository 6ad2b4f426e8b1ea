import type { Readiness } from '@flowers/domain';
import type { Redis } from 'ioredis';
import type { PoolStats } from '../db/database.ts';
import type { Metrics } from './metrics.ts';

export function addServiceGauges(
  metrics: Metrics,
  deps: { redis: Redis | null; pool?: () => PoolStats; readiness?: () => Promise<Readiness> },
): void {
  const { redis, pool, readiness } = deps;
  if (readiness !== undefined) {
    metrics.addGauge({
      name: 'flowers_dependency_up',
      help: 'Whether the node reaches each service it depends on (1) or runs degraded without it (0), as readiness reports',
      labelNames: ['dependency'],
      read: async () =>
        Object.entries((await readiness()).checks).map(([dependency, check]) => ({
          labels: { dependency },
          value: check === 'ok' ? 1 : 0,
        })),
    });
  }
  if (pool !== undefined) {
    metrics.addGauge({
      name: 'flowers_db_pool_connections',
      help: 'PostgreSQL pool: connections in use and idle, and queries waiting for a connection',
      labelNames: ['state'],
      read: async () => {
        const stats = pool();
        return [
          { labels: { state: 'in_use' }, value: stats.total - stats.idle },
          { labels: { state: 'idle' }, value: stats.idle },
          { labels: { state: 'waiting' }, value: stats.waiting },
        ];
      },
    });
  }
  if (redis !== null) {
    metrics.addGauge({
      name: 'flowers_redis_connected',
      help: 'Whether Redis answers the node (1) or not (0: events stay local, writes unlimited)',
      // A frozen Redis keeps its connection 'ready'; only an answer within the timeout counts.
      read: () =>
        redis.ping().then(
          () => 1,
          () => 0,
        ),
    });
  }
}
