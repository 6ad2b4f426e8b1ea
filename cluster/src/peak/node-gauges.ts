// The nodes' own view while the load runs: pool waits and event-loop lag from /metrics.
import { sleep } from '../chaos-kit.ts';
import { METRICS_TOKEN, type Cluster } from '../cluster.ts';
import { metricValue } from './probes.ts';

export interface Gauges {
  poolWaitingMax: number;
  poolInUseMax: number;
  eventLoopLagP99MaxMs: number;
}

export function watchNodes(cluster: Cluster, everyMs = 2_000) {
  const gauges: Gauges = { poolWaitingMax: 0, poolInUseMax: 0, eventLoopLagP99MaxMs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      await Promise.all(
        cluster.nodes.map(async (node) => {
          const text = await fetch(`${node.url}/metrics`, {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
            signal: AbortSignal.timeout(1_500),
          })
            .then((response) => response.text())
            .catch(() => '');
          if (text === '') return;
          const name = 'flowers_db_pool_connections';
          gauges.poolWaitingMax = Math.max(
            gauges.poolWaitingMax,
            metricValue(text, name, 'state="waiting"'),
          );
          gauges.poolInUseMax = Math.max(
            gauges.poolInUseMax,
            metricValue(text, name, 'state="in_use"'),
          );
          gauges.eventLoopLagP99MaxMs = Math.max(
            gauges.eventLoopLagP99MaxMs,
            metricValue(text, 'nodejs_eventloop_lag_p99_seconds') * 1_000,
          );
        }),
      );
      await sleep(everyMs);
    }
  })();
  return async (): Promise<Gauges> => {
    running = false;
    await loop;
    return gauges;
  };
}
