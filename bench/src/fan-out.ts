import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BareSocketInput } from './children/bare-socket.ts';
import type {
  FanOutInput,
  FanOutOutput,
  FanOutRound,
  FanOutTarget,
  FanOutTargetOutput,
} from './children/fan-out-clients.ts';
import { openDatabase } from '@flowers/server/testing/in-process';
import type { BenchContext } from './lib/context.ts';
import { fetchJson } from './lib/http.ts';
import { createScratchDatabase, type ScratchDatabase } from './lib/postgres.ts';
import { runJsonChild, startJsonService } from './lib/processes.ts';
import {
  DEMO_BUYER_ID,
  DEMO_MODERATOR_ID,
  startProductServer,
  type ProductServer,
} from './lib/product-server.ts';
import { seedDatabase, type SeedPlan } from './lib/seed.ts';
import { median } from './lib/stats.ts';

const CLIENTS_SCRIPT = fileURLToPath(new URL('./children/fan-out-clients.ts', import.meta.url));
const BARE_SCRIPT = fileURLToPath(new URL('./children/bare-socket.ts', import.meta.url));
const CLIENTS = 2000;
const ROOM = 'ads_updates';
const EVENT = 'new_ad';
const CHILD_TIMEOUT_MS = 600_000;
// A warm-up round the clients drop, then nine, so each of three targets takes each place in a
// round three times. Each round approves one of the seeds' ten waiting ads.
const ROUNDS = 1 + 9;
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

function summarise(output: FanOutTargetOutput): FanOutSide {
  for (const round of output.rounds) {
    if (round.received < CLIENTS || round.triggerStatus !== 200) {
      throw new Error(
        `fan-out ${output.name}: ${round.received}/${CLIENTS} clients, trigger ${round.triggerStatus}`,
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

/** The clients and the approvals they time; the approved ad as its page reads it. */
async function productTarget(
  name: string,
  server: ProductServer,
): Promise<{ target: FanOutTarget; payload: unknown }> {
  const moderator = { 'x-initdata': await server.initData(DEMO_MODERATOR_ID) };
  const waiting = await fetchJson<{ id: number }[]>(`${server.url}/api/moderate/ads`, {
    headers: moderator,
  });
  const ids = waiting.slice(0, ROUNDS).map((ad) => ad.id);
  if (ids.length < ROUNDS) throw new Error(`${name}: only ${ids.length} ads await moderation`);
  const sample = await fetchJson<Record<string, unknown>>(`${server.url}/api/ads/${ids[0]}`, {
    headers: moderator,
  });
  return {
    target: {
      name,
      url: server.url,
      auth: { initData: await server.initData(DEMO_BUYER_ID) },
      triggers: ids.map((id) => ({
        url: `${server.url}/api/moderate/ads/${id}/approve`,
        method: 'POST',
        headers: moderator,
      })),
    },
    payload: { ad: { ...sample, status: 'new' } },
  };
}

async function seedPostgres(
  ctx: BenchContext,
): Promise<{ scratch: ScratchDatabase; dataDir: string } | { skipped: string }> {
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
    return { scratch, dataDir };
  } catch (error) {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The product on PGlite, on PostgreSQL and the bare server run side by side (all on the
 * server's core) and one clients process takes them in turns, round by round.
 */
export async function benchFanOut(ctx: BenchContext): Promise<FanOutResult> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const dataDir = path.join(ctx.tempDir, 'fan-out-data');
    await cp(ctx.dataDir, dataDir, { recursive: true });
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const pglite = await startProductServer({ dataDir, core: ctx.serverCore });
    cleanups.push(() => pglite.stop());
    const { target: pgliteTarget, payload } = await productTarget('PGlite', pglite);
    const targets = [pgliteTarget];

    const postgres = await seedPostgres(ctx);
    if ('scratch' in postgres) {
      cleanups.push(async () => {
        await postgres.scratch.drop();
        await rm(postgres.dataDir, { recursive: true, force: true });
      });
      const server = await startProductServer({
        dataDir: postgres.dataDir,
        databaseUrl: postgres.scratch.url,
        core: ctx.serverCore,
      });
      cleanups.push(() => server.stop());
      targets.push((await productTarget('PostgreSQL', server)).target);
    }

    const bare = await startJsonService<{ url: string }>(
      BARE_SCRIPT,
      { room: ROOM, event: EVENT, payload } satisfies BareSocketInput,
      { core: ctx.serverCore, timeoutMs: 60_000 },
    );
    cleanups.push(() => bare.stop());
    targets.push({
      name: 'baseline',
      url: bare.info.url,
      auth: {},
      triggers: Array.from({ length: ROUNDS }, () => ({
        url: `${bare.info.url}/emit`,
        method: 'POST',
        headers: {},
      })),
    });

    const output = await runJsonChild<FanOutOutput>(
      CLIENTS_SCRIPT,
      { clients: CLIENTS, room: ROOM, event: EVENT, targets } satisfies FanOutInput,
      { core: ctx.loadCore, timeoutMs: CHILD_TIMEOUT_MS },
    );
    const sides = new Map(output.targets.map((t) => [t.name, summarise(t)]));
    for (const [name, side] of sides) {
      ctx.log(`fan-out ${name}: p50 ${side.p50Ms.toFixed(0)} ms, p99 ${side.p99Ms.toFixed(0)} ms`);
    }
    const side = (name: string): FanOutSide => {
      const found = sides.get(name);
      if (found === undefined) throw new Error(`fan-out: no result for ${name}`);
      return found;
    };
    return {
      clients: CLIENTS,
      product: side('PGlite'),
      postgres: 'skipped' in postgres ? postgres : side('PostgreSQL'),
      baseline: side('baseline'),
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}
