import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';

export type GaugeReading = number | Array<{ labels: Record<string, string>; value: number }>;

export interface GaugeSpec {
  name: string;
  help: string;
  labelNames?: string[];
  /** Called at each scrape, so it must be cheap: an indexed count, not a table scan. */
  read: () => Promise<GaugeReading>;
}

export interface Metrics {
  readonly registry: Registry;
  /** A value read when Prometheus scrapes, e.g. a backlog counted in the database. */
  addGauge(spec: GaugeSpec): void;
  /** A count that only grows, e.g. Bot API calls by method and outcome; returns its `inc`. */
  addCounter(spec: {
    name: string;
    help: string;
    labelNames: string[];
  }): (labels: Record<string, string>) => void;
  /** Request rate and latency by route pattern, and the process's own metrics. */
  instrument(app: FastifyInstance): void;
}

// Unmatched paths are one label, not one per URL: raw URLs would explode the series count.
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
      // Includes nodejs_eventloop_lag_seconds and its percentiles, heap and handles.
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
