import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BareHttpInput } from './children/bare-http.ts';
import type { LoadInput, LoadResult } from './children/load.ts';
import type { BenchContext } from './lib/context.ts';
import { decodeBody, rawGet, sequentialLatencyMs, type RawResponse } from './lib/http.ts';
import { waitUntilQuiet } from './lib/proc.ts';
import { runJsonChild, startJsonService, type StopOutcome } from './lib/processes.ts';
import { DEMO_BUYER_ID, startProductServer } from './lib/product-server.ts';
import { median } from './lib/stats.ts';

const LOAD_SCRIPT = fileURLToPath(new URL('./children/load.ts', import.meta.url));
const BARE_SCRIPT = fileURLToPath(new URL('./children/bare-http.ts', import.meta.url));
const MEASURE = { connections: 100, pipelining: 10, durationSeconds: 20 };
// A slow server would otherwise work through a backlog of gone clients in the measured round.
const WARMUP = { connections: 10, pipelining: 1, durationSeconds: 5 };
// Latency at a load both servers can carry, so p99 measures the route's cost, not a queue.
const FIXED_RATE = { connections: 10, pipelining: 1, durationSeconds: 20 };
const FIXED_RATE_SHARE_OF_CAPACITY = 0.5;
const CAPACITY_PROBE = { connections: 100, pipelining: 10, durationSeconds: 5 };
const QUIET_TIMEOUT_MS = 30_000;
// A timed-out request would count as an error rather than as the latency it really had.
const REQUEST_TIMEOUT_SECONDS = MEASURE.durationSeconds + 10;
const CHILD_TIMEOUT_MS = 180_000;
const IDLE_SAMPLES = 20;
// What a Telegram WebView sends.
const ACCEPT_ENCODING = 'gzip, deflate, br';

export interface CatalogueResult {
  ads: number;
  responseBytes: number;
  contentEncoding: string | null;
  product: LoadResult;
  baseline: LoadResult;
  rpsRatio: number;
  idleLatencyMs: { product: number; baseline: number };
  fixedRate: {
    requestsPerSecond: number;
    product: LoadResult;
    baseline: LoadResult;
    p99Ratio: number;
  };
  killedAfterRound: number;
  problems: string[];
  rounds: {
    product: LoadResult[];
    baseline: LoadResult[];
    fixedRate: { product: LoadResult[]; baseline: LoadResult[] };
  };
}

interface Target {
  url: string;
  pid: number;
  headers: Record<string, string>;
  stop(): Promise<StopOutcome>;
}

function medianRound(rounds: LoadResult[]): LoadResult {
  const pick = (key: Exclude<keyof LoadResult, 'statuses'>) => median(rounds.map((r) => r[key]));
  const statuses: Record<string, number> = {};
  for (const round of rounds) {
    for (const [status, count] of Object.entries(round.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  return {
    statuses,
    requestsPerSecond: pick('requestsPerSecond'),
    latencyP50Ms: pick('latencyP50Ms'),
    latencyP99Ms: pick('latencyP99Ms'),
    latencyMaxMs: pick('latencyMaxMs'),
    responses: pick('responses'),
    bytesPerSecond: pick('bytesPerSecond'),
    errors: pick('errors'),
    timeouts: pick('timeouts'),
    non2xx: pick('non2xx'),
  };
}

function load(
  ctx: BenchContext,
  target: Target,
  round: typeof MEASURE & { overallRate?: number },
): Promise<LoadResult> {
  const input: LoadInput = {
    url: target.url,
    headers: target.headers,
    timeoutSeconds: REQUEST_TIMEOUT_SECONDS,
    ...round,
  };
  return runJsonChild<LoadResult>(LOAD_SCRIPT, input, {
    core: ctx.loadCore,
    timeoutMs: CHILD_TIMEOUT_MS,
  });
}

/** Its own copy of the seed: a server that has to be killed cannot damage it. */
async function startProduct(ctx: BenchContext, round: number): Promise<Target> {
  const dataDir = path.join(ctx.tempDir, `catalogue-round-${round}`);
  await cp(ctx.dataDir, dataDir, { recursive: true });
  const server = await startProductServer({ dataDir, core: ctx.serverCore });
  return {
    url: `${server.url}/api/ads`,
    pid: server.pid,
    headers: {
      'x-initdata': await server.initData(DEMO_BUYER_ID),
      'accept-encoding': ACCEPT_ENCODING,
    },
    stop: async () => {
      const outcome = await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      return outcome;
    },
  };
}

/** A fresh process per round: a saturated server keeps a backlog of gone clients. */
export async function benchCatalogue(ctx: BenchContext): Promise<CatalogueResult> {
  const first = await startProduct(ctx, 0);
  let sample: RawResponse;
  let productIdle: number;
  try {
    sample = await rawGet(first.url, first.headers);
    if (sample.status !== 200) throw new Error(`GET /api/ads answered ${sample.status}`);
    productIdle = await sequentialLatencyMs(first.url, first.headers, IDLE_SAMPLES);
  } finally {
    await first.stop();
  }
  const ads = (JSON.parse(decodeBody(sample).toString()) as unknown[]).length;

  const bodyFile = path.join(ctx.tempDir, 'catalogue-body');
  await writeFile(bodyFile, sample.body);
  const bareInput: BareHttpInput = {
    bodyFile,
    headers: {
      'content-type': sample.contentType ?? 'application/json; charset=utf-8',
      ...(sample.contentEncoding === null ? {} : { 'content-encoding': sample.contentEncoding }),
    },
  };
  const startBaseline = async (): Promise<Target> => {
    const bare = await startJsonService<{ url: string }>(BARE_SCRIPT, bareInput, {
      core: ctx.serverCore,
      timeoutMs: 60_000,
    });
    return {
      url: `${bare.info.url}/api/ads`,
      pid: bare.pid,
      headers: first.headers,
      stop: () => bare.stop(),
    };
  };

  let baselineIdle = Number.NaN;
  let killedAfterRound = 0;
  const problems: string[] = [];
  const rounds: CatalogueResult['rounds'] = {
    product: [],
    baseline: [],
    fixedRate: { product: [], baseline: [] },
  };
  const probe = await startBaseline();
  let fixedRate: number;
  try {
    await load(ctx, probe, WARMUP);
    const capacity = await load(ctx, probe, CAPACITY_PROBE);
    fixedRate = Math.max(1, Math.round(capacity.requestsPerSecond * FIXED_RATE_SHARE_OF_CAPACITY));
    ctx.log(
      `catalogue: bare route carries ${capacity.requestsPerSecond.toFixed(0)} req/s; fixed rate ${fixedRate} req/s`,
    );
  } finally {
    await probe.stop();
  }
  for (let repetition = 1; repetition <= ctx.repetitions; repetition += 1) {
    for (const name of ['product', 'baseline'] as const) {
      const target =
        name === 'product' ? await startProduct(ctx, repetition) : await startBaseline();
      let outcome: StopOutcome = 'exited';
      try {
        if (name === 'baseline' && repetition === 1) {
          baselineIdle = await sequentialLatencyMs(target.url, target.headers, IDLE_SAMPLES);
        }
        await load(ctx, target, WARMUP);
        if (!(await waitUntilQuiet(target.pid, { timeoutMs: QUIET_TIMEOUT_MS }))) {
          ctx.log(`catalogue ${name}: still busy ${QUIET_TIMEOUT_MS} ms after the warm-up`);
        }
        const steady = await load(ctx, target, { ...FIXED_RATE, overallRate: fixedRate });
        ctx.log(
          `catalogue ${name} #${repetition} at ${fixedRate} req/s: p99 ${steady.latencyP99Ms} ms, ` +
            `${steady.responses} responses`,
        );
        rounds.fixedRate[name].push(steady);
        if (!(await waitUntilQuiet(target.pid, { timeoutMs: QUIET_TIMEOUT_MS }))) {
          ctx.log(`catalogue ${name}: still busy ${QUIET_TIMEOUT_MS} ms after the fixed rate`);
        }
        const result = await load(ctx, target, MEASURE);
        ctx.log(
          `catalogue ${name} #${repetition}: ${result.requestsPerSecond.toFixed(1)} req/s, ` +
            `p99 ${result.latencyP99Ms} ms, ${result.responses} responses`,
        );
        rounds[name].push(result);
        if (result.non2xx > 0) {
          const probe = await rawGet(target.url, target.headers);
          const said = decodeBody(probe).toString().slice(0, 300);
          problems.push(
            `${name} #${repetition}: ${JSON.stringify(result.statuses)}; then ${probe.status} ${said}`,
          );
          ctx.log(`catalogue ${name} #${repetition}: non-2xx answers, ${problems.at(-1) ?? ''}`);
        }
      } finally {
        outcome = await target.stop();
      }
      if (outcome === 'killed') {
        killedAfterRound += 1;
        ctx.log(`catalogue ${name} #${repetition}: did not exit within 15 s of SIGTERM, killed`);
      }
    }
  }
  const product = medianRound(rounds.product);
  const baseline = medianRound(rounds.baseline);
  const steadyProduct = medianRound(rounds.fixedRate.product);
  const steadyBaseline = medianRound(rounds.fixedRate.baseline);
  return {
    ads,
    responseBytes: sample.body.length,
    contentEncoding: sample.contentEncoding,
    product,
    baseline,
    rpsRatio: product.requestsPerSecond / baseline.requestsPerSecond,
    idleLatencyMs: { product: productIdle, baseline: baselineIdle },
    fixedRate: {
      requestsPerSecond: fixedRate,
      product: steadyProduct,
      baseline: steadyBaseline,
      p99Ratio: steadyProduct.latencyP99Ms / steadyBaseline.latencyP99Ms,
    },
    killedAfterRound,
    problems,
    rounds,
  };
}
