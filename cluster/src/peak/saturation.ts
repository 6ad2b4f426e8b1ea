// The highest checkout rate the nodes hold with catalogue reads p99 ≤ 300 ms and checkouts
// p99 ≤ 1 s: the day's mix at the top, stepped up without faults, and what ran out first.
import { sleep } from '../chaos-kit.ts';
import { mixAt } from './day.ts';
import { arrive } from './driver.ts';
import { startHarness } from './harness.ts';
import { READ_KINDS } from './http.ts';
import { isServerError, percentile } from './invariants.ts';
import { spent } from './meter.ts';
import { watchNodes } from './node-gauges.ts';
import { loadAverages } from './probes.ts';
import { printTable, recordResult } from './report.ts';

const READ_P99_MS = 300;
const CHECKOUT_P99_MS = 1_000;
// The first seconds of a step carry the last one's queue.
const WARM_UP_MS = 5_000;
const BUSY = 0.9;

export interface StepRow {
  rate: number;
  checkoutsPerS: number;
  requestsPerS: number;
  readP99: number;
  /** The reads' p99 by kind: the app's page, the first page, bouquet pages, search. */
  pageP99: number;
  firstPageP99: number;
  bouquetP99: number;
  searchP99: number;
  checkoutP99: number;
  errors: number;
  holds: boolean;
  /** Shares of one core (nodes: the busiest node). */
  busiestNode: number;
  nodes: number;
  postgres: number;
  driver: number;
  /** Share of the whole machine (all cores). */
  machine: number;
  poolWaiting: number;
  loopLagP99Ms: number;
  load1: number;
}

/** The resources at their limit in a step, the first that runs out first. */
export function exhausted(row: StepRow, cores: number): string[] {
  const out: string[] = [];
  if (row.machine >= BUSY) out.push(`the machine's ${cores} cores (${pct(row.machine)} busy)`);
  if (row.busiestNode >= BUSY) out.push(`a node's main thread (${pct(row.busiestNode)} of a core)`);
  if (row.poolWaiting > 0) out.push(`the nodes' database pools (${row.poolWaiting} waiting)`);
  if (row.driver >= BUSY) out.push(`the load generator (${pct(row.driver)} of a core)`);
  return out;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;

export async function findSaturation(options: {
  nodes: number;
  steps: number[];
  stepSeconds: number;
}) {
  const harness = await startHarness(options.nodes);
  const rows: StepRow[] = [];
  try {
    const now = () => performance.now() - harness.startedAt;
    for (const rate of options.steps) {
      const before = await harness.meter.read();
      const from = now();
      const stopWatching = watchNodes(harness.cluster);
      await arrive(
        harness.flows,
        () => mixAt(1, rate),
        options.stepSeconds,
        () => undefined,
      );
      const gauges = await stopWatching();
      const after = await harness.meter.read();
      const to = now();
      const used = spent(before, after);
      const seconds = used.atMs / 1_000;
      const samples = harness.http.samples.filter((s) => s.at >= from + WARM_UP_MS && s.at <= to);
      const ok = (kinds: readonly string[]) =>
        samples.filter((s) => kinds.includes(s.kind) && !isServerError(s)).map((s) => s.ms);
      const checkouts = samples.filter((s) => s.kind === 'checkout' && s.status === 200).length;
      const row: StepRow = {
        rate,
        checkoutsPerS: round(checkouts / ((to - from - WARM_UP_MS) / 1_000)),
        requestsPerS: round(samples.length / ((to - from - WARM_UP_MS) / 1_000)),
        readP99: Math.round(percentile(ok(READ_KINDS), 99)),
        pageP99: Math.round(percentile(ok(['page']), 99)),
        firstPageP99: Math.round(percentile(ok(['catalogue']), 99)),
        bouquetP99: Math.round(percentile(ok(['bouquet']), 99)),
        searchP99: Math.round(percentile(ok(['search']), 99)),
        checkoutP99: Math.round(percentile(ok(['checkout']), 99)),
        errors: samples.filter(isServerError).length,
        holds: false,
        busiestNode: round(Math.max(...used.perNode) / seconds),
        nodes: round(used.nodes / seconds),
        postgres: round(used.postgres / seconds),
        driver: round(used.driver / seconds),
        machine: round(used.machineBusy / used.machineTotal),
        poolWaiting: gauges.poolWaitingMax,
        loopLagP99Ms: Math.round(gauges.eventLoopLagP99MaxMs),
        load1: loadAverages()[0] ?? 0,
      };
      row.holds =
        row.readP99 <= READ_P99_MS && row.checkoutP99 <= CHECKOUT_P99_MS && row.errors === 0;
      rows.push(row);
      printTable(`step at ${rate} checkouts/s`, [row]);
      // Two steps past the limit say enough; the queue they leave is let go before the next.
      if (rows.filter((r) => !r.holds).length >= 2) break;
      await sleep(5_000);
    }
  } finally {
    await harness.close();
  }
  const held = rows.filter((row) => row.holds);
  const best = held.at(-1) ?? null;
  const firstFailing = rows.find((row) => !row.holds) ?? null;
  const cores = (await import('node:os')).availableParallelism();
  const ranOut = firstFailing === null ? [] : exhausted(firstFailing, cores);
  const result = {
    at: new Date().toISOString(),
    nodes: options.nodes,
    stepSeconds: options.stepSeconds,
    saturation:
      best === null
        ? null
        : { checkoutsPerS: best.checkoutsPerS, requestsPerS: best.requestsPerS, rate: best.rate },
    ranOutFirst: ranOut,
    steps: rows,
  };
  printTable(`Saturation on ${options.nodes} nodes`, rows);
  console.log(
    `\nHeld up to ${best?.checkoutsPerS ?? 0} checkouts/s (${best?.requestsPerS ?? 0} requests/s); ` +
      `past it: ${ranOut.join(', ') || 'nothing at its limit (see the step table)'}`,
  );
  recordResult('saturation', result);
}

const round = (value: number) => Number(value.toFixed(2));
