import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';
import { addServiceGauges } from './service-gauges.ts';

describe('service gauges', () => {
  it('report the database pool in use, idle and waiting', async () => {
    const metrics = createMetrics();
    addServiceGauges(metrics, { redis: null, pool: () => ({ total: 7, idle: 2, waiting: 3 }) });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^flowers_db_pool_connections\{state="in_use"\} 5$/m);
    expect(text).toMatch(/^flowers_db_pool_connections\{state="idle"\} 2$/m);
    expect(text).toMatch(/^flowers_db_pool_connections\{state="waiting"\} 3$/m);
  });

  it('report Redis as connected only while it answers, however its connection looks', async () => {
    let answers = true;
    // A frozen Redis keeps its connection 'ready' and times out (redis-clients.ts).
    const redis = {
      status: 'ready',
      ping: () =>
        answers ? Promise.resolve('PONG') : Promise.reject(new Error('Command timed out')),
    } as unknown as Redis;
    const metrics = createMetrics();
    addServiceGauges(metrics, { redis });
    expect(await metrics.registry.metrics()).toMatch(/^flowers_redis_connected 1$/m);
    answers = false;
    expect(await metrics.registry.metrics()).toMatch(/^flowers_redis_connected 0$/m);
  });

  it('count each Bot API method’s calls by outcome', async () => {
    const metrics = createMetrics();
    const count = metrics.addCounter({
      name: 'calls_total',
      help: 'calls',
      labelNames: ['method', 'outcome'],
    });
    count({ method: 'sendMessage', outcome: 'sent' });
    count({ method: 'sendMessage', outcome: 'sent' });
    count({ method: 'editMessageText', outcome: 'transient' });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^calls_total\{method="sendMessage",outcome="sent"\} 2$/m);
    expect(text).toMatch(/^calls_total\{method="editMessageText",outcome="transient"\} 1$/m);
  });
});
