import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';

export type GaugeReading = number | Array<{ labels: Record<string, string>; value: number }>;

export interface GaugeSpec {
  name: string;
  help: string;
  labelNames?: string[];
  /** Called at each scrape, so it must be cheap. */
  read: () => Promise<GaugeReading>;
}

export interface Metrics {
  readonly registry: Registry;
  addGauge(spec: GaugeSpec): void;
  addCounter(spec: {
    name: string;
    help: string;
    labelNames: string[];
  }): (labels: Record<string, string>) => void;
  instrument(app: FastifyInstance): void;
}

// Raw URLs would explode the series count.
const UNMATCHED_ROUTE = 'unmatched';

export function createMetrics(): Metrics {
  const registry = new Registry();
  return {
    registry,
    addGauge(spec) {
      new Gauge({
        name: spec.name,
        help: spec.help,
        labelNames: spec.labelNames ?? [],
        registers: [registry],
        async collect() {
          const reading = await spec.read();
          this.reset();
          if (typeof reading === 'number') {
            this.set(reading);
            return;
          }
          for (const { labels, value } of reading) this.set(labels, value);
        },
      });
    },
    addCounter(spec) {
      const counter = new Counter({ ...spec, registers: [registry] });
      return (labels) => counter.inc(labels);
    },
    instrument(app) {
      collectDefaultMetrics({ register: registry });
      const duration = new Histogram({
        name: 'http_request_duration_seconds',
        help: 'HTTP requests by method, route pattern and status: count is the rate, sum and buckets the latency',
        labelNames: ['method', 'route', 'status_code'],
        registers: [registry],
      });
      app.addHook('onResponse', async (request, reply) => {
        duration.observe(
          {
            method: request.method,
            route: request.routeOptions.url ?? UNMATCHED_ROUTE,
            status_code: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
      });
    },
  };
}
