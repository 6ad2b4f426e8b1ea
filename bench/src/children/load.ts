import autocannon from 'autocannon';
import { readStdinJson } from '../lib/processes.ts';

export interface LoadInput {
  url: string;
  headers: Record<string, string>;
  connections: number;
  pipelining: number;
  amount?: number;
  overallRate?: number;
  durationSeconds: number;
  timeoutSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  responses: number;
  bytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
}

const input = await readStdinJson<LoadInput>();
const result = await autocannon({
  url: input.url,
  headers: input.headers,
  connections: input.connections,
  pipelining: input.pipelining,
  duration: input.durationSeconds,
  ...(input.amount === undefined ? {} : { amount: input.amount }),
  ...(input.overallRate === undefined ? {} : { overallRate: input.overallRate }),
  timeout: input.timeoutSeconds,
});
const output: LoadResult = {
  requestsPerSecond: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  latencyMaxMs: result.latency.max,
  responses: result.requests.total,
  bytesPerSecond: result.throughput.average,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, stats]) => [status, stats.count]),
  ),
};
console.log(JSON.stringify(output));
