// 8 March compressed into minutes: ramp, peak, tail, with the faults at fixed moments of the
// peak, then everything read back and checked (issue #42).
import { sleep, waitUntil } from '../chaos-kit.ts';
import { arrive, type FlowName, type RaceResult } from './driver.ts';
import type { Harness } from './harness.ts';
import type { Sample } from './http.ts';
import type { Window } from './invariants.ts';
import { spent, type Reading, type Spent } from './meter.ts';
import { queueBacklog } from './seed.ts';

export interface DayOptions {
  seconds: number;
  /** Checkouts a second at the top of the day; every other flow is a multiple of it. */
  checkoutsPerSecond: number;
  backlog: number;
  faults: boolean;
}

export interface DayResult {
  options: DayOptions;
  nodes: number;
  samples: Sample[];
  windows: Window[];
  databaseWindow: Window | null;
  races: RaceResult[];
  bigRace: RaceResult | null;
  readings: Reading[];
  /** From the load's start to the outbox drained. */
  total: Spent;
  /** From the load's start to its end: what the day's traffic cost, without the drain after. */
  during: Spent;
  drainedAfterS: number | null;
}

// Each flow's arrivals per second per checkout a second, at the top of the day.
const MIX: Partial<Record<FlowName, number>> = {
  browse: 4,
  search: 2,
  signIn: 3,
  favourite: 1,
  checkout: 1,
  postAd: 0.125,
};
// Staff work their lists at their own steady pace.
const STAFF: Partial<Record<FlowName, number>> = { moderate: 1, deliver: 2, confirm: 2 };
const LOWEST_SHARE = 0.15;
const RACE_BUYERS = 5;
const BIG_RACE_BUYERS = 50;
// A fault's window for 5xx stretches this far past its end: the proxy's health checks.
const GRACE_MS = 5_000;
const DRAIN_LIMIT_MS = 12 * 60_000;

/** The day's shape: a quarter rising, a half at the top, a quarter falling. */
export function dayShare(t: number, seconds: number): number {
  const quarter = seconds / 4;
  if (t < quarter) return LOWEST_SHARE + (1 - LOWEST_SHARE) * (t / quarter);
  if (t < 3 * quarter) return 1;
  return Math.max(LOWEST_SHARE, 1 - (1 - LOWEST_SHARE) * ((t - 3 * quarter) / quarter));
}

export function mixAt(share: number, checkoutsPerSecond: number) {
  const rates: Partial<Record<FlowName, number>> = { ...STAFF };
  for (const [name, weight] of Object.entries(MIX) as Array<[FlowName, number]>) {
    rates[name] = weight * checkoutsPerSecond * share;
  }
  return rates;
}

export async function playDay(harness: Harness, options: DayOptions): Promise<DayResult> {
  const { cluster, flows, meter, http } = harness;
  const now = () => performance.now() - harness.startedAt;
  const D = options.seconds;
  const windows: Window[] = [];
  let databaseWindow: Window | null = null;
  const races: RaceResult[] = [];
  let bigRace: RaceResult | null = null;
  const readings: Reading[] = [];
  const errors: unknown[] = [];

  if (options.backlog > 0) await queueBacklog(cluster.sql, options.backlog, 2_000);
  const first = await meter.read();
  readings.push(first);
  const loadStart = now();
  const at = (share: number) => loadStart + share * D * 1_000;
  const until = async (ms: number) => sleep(Math.max(0, ms - now()));

  let metering = true;
  const metering$ = (async () => {
    while (metering) {
      await sleep(5_000);
      readings.push(await meter.read());
    }
  })();

  const timeline: Array<Promise<void>> = [];
  const plan = (share: number, what: () => Promise<void>) =>
    timeline.push(
      until(at(share))
        .then(what)
        .catch((error: unknown) => void errors.push(error)),
    );

  for (const share of [0.27, 0.36, 0.47, 0.61, 0.72]) {
    plan(share, async () => {
      const race = await flows.race(RACE_BUYERS, now());
      if (race !== null) races.push(race);
    });
  }
  let killed: Promise<void> = Promise.resolve();
  plan(0.66, async () => {
    // Outside every fault: after the killed node is back and the proxy has it again.
    await killed;
    bigRace = await flows.race(BIG_RACE_BUYERS, now());
  });
  if (options.faults) {
    plan(0.3, async () => {
      const from = now();
      await cluster.database.reset();
      await sleep(6_000);
      await cluster.database.restore();
      databaseWindow = { name: 'database reset', fromMs: from, toMs: now() };
      windows.push({ ...databaseWindow, toMs: now() + GRACE_MS });
    });
    plan(0.4, async () => {
      const from = now();
      await cluster.redis.stop();
      await sleep(10_000);
      await cluster.redis.start();
      windows.push({ name: 'Redis stopped', fromMs: from, toMs: now() + GRACE_MS });
    });
    plan(0.52, async () => {
      const node = cluster.nodes[0];
      if (node === undefined) return;
      const from = now();
      killed = (async () => {
        await node.signal('SIGKILL');
        await node.restart();
        windows.push({ name: `${node.name} killed`, fromMs: from, toMs: now() + GRACE_MS });
        await sleep(GRACE_MS);
      })();
      await killed;
    });
  }

  await arrive(
    flows,
    (t) => mixAt(dayShare(t, D), options.checkoutsPerSecond),
    D,
    (error) => errors.push(error),
  );
  await Promise.all(timeline);
  const loadEnd = now();
  const atLoadEnd = await meter.read();

  // The day is over when the bank has said everything and the outbox has sent everything.
  let drainedAfterS: number | null = null;
  await waitUntil(
    async () => {
      if (harness.bank.stats.pending > 0) return false;
      const { rows } = await cluster.sql.query<{ n: number }>(
        `select count(*)::int as n from notifications_outbox where status in ('pending', 'sending')`,
      );
      return rows[0]?.n === 0;
    },
    DRAIN_LIMIT_MS,
    'the outbox drained',
  ).then(
    () => (drainedAfterS = (now() - loadEnd) / 1_000),
    (error: unknown) => errors.push(error),
  );
  metering = false;
  await metering$;
  const last = await meter.read();
  readings.push(last);
  if (errors.length > 0) console.error('peak: errors in the driver', errors.slice(0, 5));
  return {
    options,
    nodes: cluster.nodes.length,
    samples: http.samples,
    windows,
    databaseWindow,
    races,
    bigRace,
    readings,
    total: spent(first, last),
    during: spent(first, atLoadEnd),
    drainedAfterS,
  };
}
