import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@flowers/server/testing/in-process';
import type { ImagePipelineInput, ImagePipelineResult } from './children/image-pipeline.ts';
import type { BenchContext } from './lib/context.ts';
import { sleep } from './lib/http.ts';
import { cameraJpeg } from './lib/images.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { cpuSeconds } from './lib/proc.ts';
import { runJsonChild } from './lib/processes.ts';
import { DEMO_SELLER_ID, startProductServer } from './lib/product-server.ts';
import { seedDatabase, type SeedPlan } from './lib/seed.ts';
import { median } from './lib/stats.ts';

const PIPELINE_SCRIPT = fileURLToPath(new URL('./children/image-pipeline.ts', import.meta.url));
const PHOTO_COUNT = 3;
const RUNS = 5;
const PROBED_RUNS = 3;
const UPLOAD_TIMEOUT_MS = 120_000;
// How long the idle server is asked before the uploads, for the stall row's baseline.
const IDLE_PROBE_MS = 5_000;
const AD_FIELDS = {
  title: 'Букет из 25 роз',
  original_price: '7000',
  description: 'Свежие розы 60 см в крафтовой упаковке.',
  address: 'г. Москва, ул. Арбат, 1',
  phone: '+79991234567',
};
// The catalogue the runner seeds into PGlite, seeded again into PostgreSQL.
const POSTGRES_SEED: SeedPlan = { catalogueAds: 1000, pendingAds: 10, realPhotos: false };

/** One server, one database: five uploads after a warm-up, with its memory and stalls. */
export interface AdCreationRun {
  /**
   * Unprobed: the probe below is answered by the main thread, which by design goes before the
   * photo threads (nice 10), so on the one core the bench gives the server it slows the photos.
   */
  runsSeconds: number[];
  medianSeconds: number;
  /** VmHWM right after start-up, before any upload. */
  startRssBytes: number;
  /** VmHWM after start-up, warm-up and every upload. */
  peakRssBytes: number;
  /**
   * The longest answer to GET /api/health/live, asked back to back from the load core: with
   * the server idle, and during three more uploads. Work on the server's main thread (a photo
   * decoded there) shows as a wait this long.
   */
  longestWaitMs: { idle: number; uploads: number };
  /** The event loop's own longest delay over the same spells, measured inside the server. */
  eventLoopMaxDelayMs: { idle: number; uploads: number };
  probes: { idle: number; uploads: number };
  /**
   * The server's CPU seconds (every thread) per upload over the five timed ones: unlike the
   * time, this does not depend on what else the machine runs, where the photo threads' lower
   * priority waits.
   */
  cpuSecondsPerAd: number;
}

export interface AdCreationResult extends AdCreationRun {
  photoBytes: number[];
  baseline: ImagePipelineResult;
  ratio: number;
  /** CPU per ad on PGlite against the baseline's CPU per run (target ≤ 1.2×). */
  cpuRatio: number;
  /** The same run on PostgreSQL, or why it was skipped. */
  postgres: AdCreationRun | { skipped: string };
  /** On PostgreSQL again, started as plain `npm start` starts it rather than as the image. */
  postgresPlainStart: AdCreationRun | { skipped: string };
}

async function postAd(url: string, initData: string, photos: Buffer[]): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(AD_FIELDS)) form.append(name, value);
  photos.forEach((photo, i) => {
    form.append('images', new Blob([photo], { type: 'image/jpeg' }), `IMG_000${i + 1}.jpg`);
  });
  const start = performance.now();
  const response = await fetch(`${url}/api/ads`, {
    method: 'POST',
    headers: { 'x-initdata': initData },
    body: form,
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  });
  const text = await response.text();
  const seconds = (performance.now() - start) / 1000;
  if (!response.ok) throw new Error(`POST /api/ads answered ${response.status}: ${text}`);
  return seconds;
}

/** Asks GET /api/health/live back to back until `done` settles; the longest wait and count. */
async function probeWhile(url: string, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  let longestMs = 0;
  let probes = 0;
  while (!finished) {
    const start = performance.now();
    const response = await fetch(`${url}/api/health/live`);
    await response.arrayBuffer();
    longestMs = Math.max(longestMs, performance.now() - start);
    probes += 1;
  }
  return { longestMs, probes };
}

async function measureServer(
  ctx: BenchContext,
  label: string,
  options: { dataDir: string; databaseUrl?: string; launch?: 'image' | 'npm-start' },
  photos: Buffer[],
): Promise<AdCreationRun> {
  const server = await startProductServer({ ...options, core: ctx.serverCore });
  try {
    const initData = await server.initData(DEMO_SELLER_ID);
    const startRssBytes = await server.peakRssBytes();
    await server.eventLoopMaxDelayMs();
    const idle = await probeWhile(server.url, sleep(IDLE_PROBE_MS));
    const idleDelayMs = await server.eventLoopMaxDelayMs();
    await postAd(server.url, initData, photos);
    const runsSeconds: number[] = [];
    const cpuBefore = await cpuSeconds(server.pid);
    for (let run = 1; run <= RUNS; run += 1) {
      const seconds = await postAd(server.url, initData, photos);
      ctx.log(`ad creation ${label} #${run}: ${seconds.toFixed(2)} s`);
      runsSeconds.push(Number(seconds.toFixed(3)));
    }
    const cpuSecondsPerAd = ((await cpuSeconds(server.pid)) - cpuBefore) / RUNS;
    await server.eventLoopMaxDelayMs();
    const uploads = (async () => {
      for (let run = 0; run < PROBED_RUNS; run += 1) await postAd(server.url, initData, photos);
    })();
    const during = await probeWhile(server.url, uploads);
    await uploads;
    const uploadsDelayMs = await server.eventLoopMaxDelayMs();
    ctx.log(
      `ad creation ${label}: longest /api/health/live ${during.longestMs.toFixed(0)} ms ` +
        `during uploads, ${idle.longestMs.toFixed(0)} ms idle; event loop's own longest ` +
        `delay ${uploadsDelayMs.toFixed(0)} ms during uploads, ${idleDelayMs.toFixed(0)} ms idle`,
    );
    return {
      runsSeconds,
      medianSeconds: median(runsSeconds),
      startRssBytes,
      peakRssBytes: await server.peakRssBytes(),
      longestWaitMs: { idle: idle.longestMs, uploads: during.longestMs },
      eventLoopMaxDelayMs: { idle: idleDelayMs, uploads: uploadsDelayMs },
      probes: { idle: idle.probes, uploads: during.probes },
      cpuSecondsPerAd,
    };
  } finally {
    await server.stop();
  }
}

type PostgresRuns = Pick<AdCreationResult, 'postgres' | 'postgresPlainStart'>;

async function measureOnPostgres(ctx: BenchContext, photos: Buffer[]): Promise<PostgresRuns> {
  const scratch = await createScratchDatabase('flowers_bench');
  if (typeof scratch === 'string') {
    ctx.log(`ad creation on PostgreSQL skipped: ${scratch}`);
    return { postgres: { skipped: scratch }, postgresPlainStart: { skipped: scratch } };
  }
  const dataDir = path.join(ctx.tempDir, 'ad-creation-postgres');
  try {
    await mkdir(dataDir, { recursive: true });
    ctx.log('ad creation: seeding PostgreSQL like the PGlite catalogue');
    await seedDatabase(
      await openDatabase({ kind: 'postgres', url: scratch.url }),
      dataDir,
      POSTGRES_SEED,
    );
    const options = { dataDir, databaseUrl: scratch.url };
    return {
      postgres: await measureServer(ctx, 'PostgreSQL', options, photos),
      postgresPlainStart: await measureServer(
        ctx,
        'PostgreSQL, npm start',
        { ...options, launch: 'npm-start' },
        photos,
      ),
    };
  } finally {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** POST /api/ads with three 12 MP phone photos on PGlite and PostgreSQL, against bare sharp. */
export async function benchAdCreation(ctx: BenchContext): Promise<AdCreationResult> {
  const photos: Buffer[] = [];
  const files: string[] = [];
  for (let i = 0; i < PHOTO_COUNT; i += 1) {
    const photo = await cameraJpeg(i + 1);
    const file = path.join(ctx.tempDir, `camera-${i + 1}.jpg`);
    await writeFile(file, photo);
    photos.push(photo);
    files.push(file);
  }

  const dataDir = path.join(ctx.tempDir, 'ad-creation-data');
  await cp(ctx.dataDir, dataDir, { recursive: true });
  let pglite: AdCreationRun;
  try {
    pglite = await measureServer(ctx, 'PGlite', { dataDir }, photos);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgresRuns = await measureOnPostgres(ctx, photos);

  const baseline = await runJsonChild<ImagePipelineResult>(
    PIPELINE_SCRIPT,
    { files, runs: RUNS } satisfies ImagePipelineInput,
    { core: ctx.serverCore, timeoutMs: 300_000 },
  );
  ctx.log(`image pipeline baseline: ${baseline.medianSeconds.toFixed(2)} s`);
  return {
    ...pglite,
    photoBytes: photos.map((photo) => photo.length),
    baseline,
    ratio: pglite.medianSeconds / baseline.medianSeconds,
    cpuRatio: pglite.cpuSecondsPerAd / baseline.cpuSecondsPerRun,
    ...postgresRuns,
  };
}
