import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BareSocketInput } from './children/bare-socket.ts';
import type { FanOutInput, FanOutOutput, FanOutRound } from './children/fan-out-clients.ts';
import { openDatabase } from '@flowers/server/testing/in-process';
import type { BenchContext } from './lib/context.ts';
import { fetchJson } from './lib/http.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { runJsonChild, startJsonService } from './lib/processes.ts';
import { DEMO_BUYER_ID, DEMO_MODERATOR_ID, startProductServer } from './lib/product-server.ts';
import { seedDatabase, type SeedPlan } from './lib/seed.ts';
import { median } from './lib/stats.ts';

const CLIENTS_SCRIPT = fileURLToPath(new URL('./children/fan-out-clients.ts', import.meta.url));
const BARE_SCRIPT = fileURLToPath(new URL('./children/bare-socket.ts', import.meta.url));
const CLIENTS = 2000;
const ROOM = 'ads_updates';
const EVENT = 'new_ad';
const CHILD_TIMEOUT_MS = 600_000;
// The bare server's own p99 moved 74–101 ms between runs of three rounds: eight, after one
// warm-up round the clients drop. Each round approves one of the seeds' ten waiting ads.
const ROUNDS = 1 + 8;
// The catalogue the runner seeds into PGlite, seeded again into PostgreSQL.
const POSTGRES_SEED: SeedPlan = { catalogueAds: 1000, pendingAds: 10, realPhotos: false };

export interface FanOutSide {
  p50Ms: number;
  p99Ms: number;
  connectSeconds: number;
  rounds: FanOutRound[];
}

export interface FanOutResult {
  clients: number;
  /** On PGlite, whose statements run on the event loop. */
  product: FanOutSide;
  /** The same on a scratch PostgreSQL database, or why it was skipped. */
  postgres: FanOutSide | { skipped: string };
  baseline: FanOutSide;
}

function summarise(output: FanOutOutput): FanOutSide {
  for (const round of output.rounds) {
    if (round.received < CLIENTS || round.triggerStatus !== 200) {
      throw new Error(
        `fan-out round: ${round.received}/${CLIENTS} clients, trigger ${round.triggerStatus}`,
      );
    }
  }
  return {
    p50Ms: median(output.rounds.map((r) => r.p50Ms)),
    p99Ms: median(output.rounds.map((r) => r.p99Ms)),
    connectSeconds: output.connectSeconds,
    rounds: output.rounds,
  };
}

function clients(ctx: BenchContext, input: FanOutInput): Promise<FanOutOutput> {
  return runJsonChild<FanOutOutput>(CLIENTS_SCRIPT, input, {
    core: ctx.loadCore,
    timeoutMs: CHILD_TIMEOUT_MS,
  });
}

interface ProductRun {
  side: FanOutSide;
  /** The approved ad as its page reads it, which the bare server sends too. */
  payload: unknown;
}

async function measureProduct(
  ctx: BenchContext,
  label: string,
  options: { dataDir: string; databaseUrl?: string },
): Promise<ProductRun> {
  const server = await startProductServer({ ...options, core: ctx.serverCore });
  try {
    const moderator = { 'x-initdata': await server.initData(DEMO_MODERATOR_ID) };
    const waiting = await fetchJson<{ id: number }[]>(`${server.url}/api/moderate/ads`, {
      headers: moderator,
    });
    const ids = waiting.slice(0, ROUNDS).map((ad) => ad.id);
    if (ids.length < ROUNDS) throw new Error(`only ${ids.length} ads await moderation`);
    const sample = await fetchJson<Record<string, unknown>>(`${server.url}/api/ads/${ids[0]}`, {
      headers: moderator,
    });
    const output = await clients(ctx, {
      url: server.url,
      clients: CLIENTS,
      room: ROOM,
      event: EVENT,
      auth: { initData: await server.initData(DEMO_BUYER_ID) },
      triggers: ids.map((id) => ({
        url: `${server.url}/api/moderate/ads/${id}/approve`,
        method: 'POST',
        headers: moderator,
      })),
    });
    const side = summarise(output);
    ctx.log(`fan-out ${label}: p50 ${side.p50Ms.toFixed(0)} ms, p99 ${side.p99Ms.toFixed(0)} ms`);
    return { side, payload: { ad: { ...sample, status: 'new' } } };
  } finally {
    await server.stop();
  }
}

async function measureOnPostgres(ctx: BenchContext): Promise<FanOutSide | { skipped: string }> {
  const scratch = await createScratchDatabase('flowers_fanout');
  if (typeof scratch === 'string') {
    ctx.log(`fan-out on PostgreSQL skipped: ${scratch}`);
    return { skipped: scratch };
  }
  const dataDir = path.join(ctx.tempDir, 'fan-out-postgres');
  try {
    await mkdir(dataDir, { recursive: true });
    await seedDatabase(
      await openDatabase({ kind: 'postgres', url: scratch.url }),
      dataDir,
      POSTGRES_SEED,
    );
    return (await measureProduct(ctx, 'PostgreSQL', { dataDir, databaseUrl: scratch.url })).side;
  } finally {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchFanOut(ctx: BenchContext): Promise<FanOutResult> {
  const dataDir = path.join(ctx.tempDir, 'fan-out-data');
  await cp(ctx.dataDir, dataDir, { recursive: true });
  let product: FanOutSide;
  let payload: unknown;
  try {
    ({ side: product, payload } = await measureProduct(ctx, 'PGlite', { dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgres = await measureOnPostgres(ctx);

  const bare = await startJsonService<{ url: string }>(
    BARE_SCRIPT,
    { room: ROOM, event: EVENT, payload } satisfies BareSocketInput,
    { core: ctx.serverCore, timeoutMs: 60_000 },
  );
  let baseline: FanOutSide;
  try {
    const output = await clients(ctx, {
      url: bare.info.url,
      clients: CLIENTS,
      room: ROOM,
      event: EVENT,
      auth: {},
      triggers: Array.from({ length: ROUNDS }, () => ({
        url: `${bare.info.url}/emit`,
        method: 'POST',
        headers: {},
      })),
    });
    baseline = summarise(output);
    ctx.log(
      `fan-out baseline: p50 ${baseline.p50Ms.toFixed(0)} ms, p99 ${baseline.p99Ms.toFixed(0)} ms`,
    );
  } finally {
    await bare.stop();
  }
  return { clients: CLIENTS, product, postgres, baseline };
}
