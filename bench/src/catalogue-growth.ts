import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '@flowers/server/testing';
import {
  createMediaStorage,
  openDatabase,
  seedDemoUsers,
  storePhotoVariants,
  type DatabaseHandle,
} from '@flowers/server/testing/in-process';
import { chromium, type Browser } from 'playwright-core';
import type { LoopGap } from './children/loop-probe.ts';
import type { BenchContext } from './lib/context.ts';
import { catalogueBouquet } from './lib/images.ts';
import { ALL_CORES, pinSelf } from './lib/machine.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { registerCleanup } from './lib/processes.ts';
import { DEMO_BUYER_ID, startProductServer, type ProductServer } from './lib/product-server.ts';
import { median } from './lib/stats.ts';
import { buildWeb, launchUrl } from './web.ts';

/** The shop grows through these sizes in one database: each step adds the ads it lacks. */
export const GROWTH_SIZES = [1_000, 10_000, 100_000] as const;
const LARGEST = GROWTH_SIZES[GROWTH_SIZES.length - 1] ?? 1;
const SELLER_ID = 400_000_001;
// Photos the ads share, round robin: the browser loads real files, the seeding stays quick.
const PHOTOS = 6;
// Within the 48 h an ad stays in the catalogue, so the server's expiry sweep takes none.
const SPREAD_SECONDS = 40 * 3600;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
// After the first cards: the rest of the first screen settles (photos, ratings, favourites).
const SETTLE_MS = 3_000;
const LONG_TASK_MS = 50;
const CARDS_TIMEOUT_MS = 120_000;
// One page load varied 1.35–2.66 s at the same size on the quiet machine: a median of five.
const PAGE_LOADS = 5;
const CHROME_PATH = process.env.CHROME_PATH ?? DEFAULT_CHROMIUM_PATH;

export interface GrowthBrowserRun {
  /** From navigation start until the app's own cards (not the server-drawn ones) exist. */
  firstCardsMs: number;
  domNodes: number;
  jsHeapBytes: number;
  /** Bytes of /api/ answers finished before the first cards, as transferred. */
  apiBytesBeforeCards: number;
  /** Every byte transferred before the first cards (page, scripts, styles, photos, API). */
  allBytesBeforeCards: number;
  /** Sum over main-thread tasks of their time beyond 50 ms, until the screen settled. */
  blockingMs: number;
  longestTaskMs: number;
}

export interface GrowthStep {
  ads: number;
  seedSeconds: number;
  browser: GrowthBrowserRun;
  runs: GrowthBrowserRun[];
  /** GET /api/ads read whole by one client, gzip as browsers ask. */
  fullList: {
    gzipBytes: number;
    jsonBytes: number;
    seconds: number;
    eventLoopMaxMs: number;
    /** Late turns of the event loop meanwhile, as the server's main thread spent them. */
    loop: LoopDuringRead;
  };
  serverPeakRssBytes: number;
}

export interface LoopDuringRead {
  /** The latest turn (from the probe, so within 5 ms of /metrics' maximum). */
  longestDelayMs: number;
  /** Of that turn's delay, the main thread's own CPU time; the rest it waited for a core. */
  longestDelayCpuMs: number | null;
  /** The most CPU the main thread spent in any one late turn: how long the server held it. */
  longestHoldMs: number | null;
  lateTurns: number;
}

export interface GrowthRun {
  database: 'pglite' | 'postgres';
  steps: GrowthStep[];
}

export interface CatalogueGrowthResult {
  runs: (GrowthRun | { database: 'postgres'; skipped: string })[];
}

/** Records, from the page's first script on, when the app's cards appear and every long task. */
const PAGE_PROBE = `
  window.__growth = { longTasks: [] };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__growth.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (window.__growth.firstCardsAt === undefined && document.querySelector('#root article')) {
      window.__growth.firstCardsAt = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
`;

/** What the page says of itself once it has settled (run in the page, as text: no DOM types here). */
const PAGE_FACTS = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    firstCardsAt: window.__growth.firstCardsAt,
    longTasks: window.__growth.longTasks,
    domNodes: document.getElementsByTagName('*').length,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      transferSize: entry.transferSize,
      responseEnd: entry.responseEnd,
    })),
    navigationBytes: navigation ? navigation.transferSize : 0,
  };
})()`;

interface PageFacts {
  firstCardsAt: number;
  longTasks: [number, number][];
  domNodes: number;
  resources: { name: string; transferSize: number; responseEnd: number }[];
  navigationBytes: number;
}

/** Adds active ads up to `total` (after `from` of them), with one of the shared photos each. */
async function growTo(
  database: DatabaseHandle,
  from: number,
  total: number,
  photos: string[],
): Promise<void> {
  const variants = `array[${photos.map((json) => `'${json}'::jsonb`).join(', ')}]`;
  await database.db.execute(`
    with added as (
      insert into ads (owner_id, title, description, original_price, price, address, phone, status, created_at)
      select ${SELLER_ID}, 'Букет №' || i, 'Свежие цветы, доставка по Москве',
        5000 + (i * 37) % 20000, ceil((5000 + (i * 37) % 20000) * 1.3 / 100) * 100,
        'г. Москва, ул. Тверская, 1', '+79991234567', 'new',
        now() - make_interval(secs => i * ${SPREAD_SECONDS / LARGEST})
      from generate_series(${from + 1}, ${total}) as i
      returning id
    )
    insert into ad_photos (ad_id, position, variants, width, height)
    select id, 0, (${variants})[1 + id % ${photos.length}], 1280, 960 from added`);
  await database.db.execute('analyze');
}

async function prepare(database: DatabaseHandle, dataDir: string): Promise<string[]> {
  await database.migrate();
  await seedDemoUsers(database.db);
  await database.db.execute(
    `insert into users (id, username, first_name) values (${SELLER_ID}, 'growth_florist', 'Флорист')`,
  );
  const { storage } = await createMediaStorage({ dataDir, s3: null });
  const photos: string[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const stored = await storePhotoVariants(storage, 'ads', await catalogueBouquet(i * 11));
    photos.push(JSON.stringify(stored.variants).replace(/'/g, "''"));
  }
  return photos;
}

async function openPage(browser: Browser, url: string): Promise<GrowthBrowserRun> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    // The page's policy refuses evaluated strings, which is how the probe's answers are read.
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(PAGE_PROBE);
    await page.goto(url);
    await page.waitForFunction('window.__growth.firstCardsAt !== undefined', null, {
      timeout: CARDS_TIMEOUT_MS,
    });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const facts = await page.evaluate<PageFacts>(PAGE_FACTS);
    const before = facts.resources.filter((entry) => entry.responseEnd <= facts.firstCardsAt);
    const bytesOf = (entries: typeof before) =>
      entries.reduce((sum, entry) => sum + entry.transferSize, 0);
    const over = facts.longTasks.map(([, duration]) => duration - LONG_TASK_MS);
    return {
      firstCardsMs: facts.firstCardsAt,
      domNodes: facts.domNodes,
      jsHeapBytes: heap.usedSize,
      apiBytesBeforeCards: bytesOf(
        before.filter((entry) => new URL(entry.name).pathname.startsWith('/api/')),
      ),
      allBytesBeforeCards: facts.navigationBytes + bytesOf(before),
      blockingMs: over.filter((ms) => ms > 0).reduce((sum, ms) => sum + ms, 0),
      longestTaskMs: Math.max(0, ...facts.longTasks.map(([, duration]) => duration)),
    };
  } finally {
    await context.close();
  }
}

/** GET /api/ads read to its end by one client, the bytes as they come. */
function readFullList(
  server: ProductServer,
  initData: string,
): Promise<{ gzipBytes: number; jsonBytes: number }> {
  return new Promise((resolve, reject) => {
    const target = new URL('/api/ads', server.url);
    const call = request(
      target,
      { headers: { 'x-initdata': initData, 'accept-encoding': 'gzip' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/ads answered ${String(response.statusCode)}`));
          response.resume();
          return;
        }
        let gzipBytes = 0;
        let jsonBytes = 0;
        let last = '';
        response.on('data', (chunk: Buffer) => (gzipBytes += chunk.length));
        const json = response.pipe(createGunzip());
        json.on('data', (chunk: Buffer) => {
          jsonBytes += chunk.length;
          last = chunk.toString('latin1').slice(-1);
        });
        json.on('end', () => {
          if (last !== ']') reject(new Error('GET /api/ads ended before its closing bracket'));
          else resolve({ gzipBytes, jsonBytes });
        });
        json.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** The probe's late turns between `from` and `until` (epoch ms). */
async function loopDuring(file: string, from: number, until: number): Promise<LoopDuringRead> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const gaps = text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LoopGap)
    .filter((gap) => gap.at >= from && gap.at - gap.gapMs <= until);
  const longest = gaps.reduce<LoopGap | null>(
    (worst, gap) => (worst === null || gap.gapMs > worst.gapMs ? gap : worst),
    null,
  );
  const holds = gaps.map((gap) => gap.cpuMs).filter((ms) => ms !== null);
  const known = gaps.length === 0 || holds.length === gaps.length;
  return {
    longestDelayMs: longest?.gapMs ?? 0,
    longestDelayCpuMs: longest === null ? 0 : longest.cpuMs,
    longestHoldMs: known ? Math.max(0, ...holds) : null,
    lateTurns: gaps.length,
  };
}

async function measureStep(
  ctx: BenchContext,
  browser: Browser,
  options: {
    dataDir: string;
    databaseUrl?: string;
    webDistDir: string;
    ads: number;
    loopProbeFile: string;
  },
): Promise<Omit<GrowthStep, 'seedSeconds'>> {
  const server = await startProductServer({
    dataDir: options.dataDir,
    core: ctx.serverCore,
    webDistDir: options.webDistDir,
    loopProbeFile: options.loopProbeFile,
    ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
  });
  try {
    const initData = await server.initData(DEMO_BUYER_ID);
    const url = launchUrl(server.url, initData);
    const runs: GrowthBrowserRun[] = [];
    // The first load after a start pays for the server's cold code and caches, the same at
    // every size: not counted, so the ratio compares the shop's size, not a start.
    await openPage(browser, url);
    for (let run = 0; run < PAGE_LOADS; run += 1) runs.push(await openPage(browser, url));
    await server.eventLoopMaxDelayMs();
    const startedAt = performance.now();
    const from = Date.now();
    const read = await readFullList(server, initData);
    const seconds = (performance.now() - startedAt) / 1000;
    const until = Date.now();
    const eventLoopMaxMs = await server.eventLoopMaxDelayMs();
    const loop = await loopDuring(options.loopProbeFile, from, until);
    const pick = (key: keyof GrowthBrowserRun) => median(runs.map((run) => run[key]));
    const browserMedian: GrowthBrowserRun = {
      firstCardsMs: pick('firstCardsMs'),
      domNodes: pick('domNodes'),
      jsHeapBytes: pick('jsHeapBytes'),
      apiBytesBeforeCards: pick('apiBytesBeforeCards'),
      allBytesBeforeCards: pick('allBytesBeforeCards'),
      blockingMs: pick('blockingMs'),
      longestTaskMs: pick('longestTaskMs'),
    };
    return {
      ads: options.ads,
      browser: browserMedian,
      runs,
      fullList: { ...read, seconds, eventLoopMaxMs, loop },
      serverPeakRssBytes: await server.peakRssBytes(),
    };
  } finally {
    await server.stop();
  }
}

async function growAndMeasure(
  ctx: BenchContext,
  browser: Browser,
  kind: 'pglite' | 'postgres',
  options: { dataDir: string; databaseUrl?: string; webDistDir: string },
): Promise<GrowthRun> {
  const open = () =>
    openDatabase(
      options.databaseUrl === undefined
        ? { kind: 'pglite', dir: path.join(options.dataDir, 'pgdata') }
        : { kind: 'postgres', url: options.databaseUrl },
    );
  let database = await open();
  let photos: string[];
  try {
    photos = await prepare(database, options.dataDir);
  } finally {
    await database.close();
  }
  const steps: GrowthStep[] = [];
  let seeded = 0;
  for (const ads of GROWTH_SIZES) {
    ctx.log(`catalogue growth on ${kind}: seeding up to ${ads} ads`);
    const startedAt = performance.now();
    // PGlite is one process's: the server opens it only once the seeding has closed it.
    database = await open();
    try {
      await growTo(database, seeded, ads, photos);
    } finally {
      await database.close();
    }
    const seedSeconds = (performance.now() - startedAt) / 1000;
    seeded = ads;
    const loopProbeFile = path.join(options.dataDir, `loop-${ads}.jsonl`);
    const step = {
      ...(await measureStep(ctx, browser, { ...options, ads, loopProbeFile })),
      seedSeconds,
    };
    ctx.log(
      `catalogue growth on ${kind} at ${ads} ads: first cards ${step.browser.firstCardsMs.toFixed(0)} ms, ` +
        `${step.browser.domNodes} DOM nodes, heap ${(step.browser.jsHeapBytes / 1e6).toFixed(1)} MB, ` +
        `API ${(step.browser.apiBytesBeforeCards / 1000).toFixed(1)} kB before the cards, ` +
        `blocking ${step.browser.blockingMs.toFixed(0)} ms; GET /api/ads ` +
        `${(step.fullList.gzipBytes / 1e6).toFixed(1)} MB gzip in ${step.fullList.seconds.toFixed(1)} s, ` +
        `event loop max ${step.fullList.eventLoopMaxMs.toFixed(0)} ms ` +
        `(${String(step.fullList.loop.longestDelayCpuMs?.toFixed(0))} ms of it on the server's CPU, ` +
        `longest hold ${String(step.fullList.loop.longestHoldMs?.toFixed(0))} ms), ` +
        `server peak RSS ${(step.serverPeakRssBytes / 1e6).toFixed(0)} MB`,
    );
    steps.push(step);
  }
  return { database: kind, steps };
}

/**
 * The catalogue as the shop grows from 1 000 to 100 000 active ads, on PGlite and PostgreSQL:
 * what a phone pays for the first screen, and what the server holds while the whole list is read.
 */
export async function benchCatalogueGrowth(ctx: BenchContext): Promise<CatalogueGrowthResult> {
  const webDistDir = path.join(ctx.tempDir, 'growth-web-dist');
  buildWeb(webDistDir);
  // Chromium starts from this process: give it every core, as a phone has several.
  pinSelf(ALL_CORES);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  const unregister = registerCleanup(() => void browser.close());
  const runs: CatalogueGrowthResult['runs'] = [];
  try {
    runs.push(
      await growAndMeasure(ctx, browser, 'pglite', {
        dataDir: path.join(ctx.tempDir, 'growth-pglite'),
        webDistDir,
      }),
    );
    const scratch = await createScratchDatabase('flowers_bench_growth');
    if (typeof scratch === 'string') {
      ctx.log(`catalogue growth on PostgreSQL skipped: ${scratch}`);
      runs.push({ database: 'postgres', skipped: scratch });
    } else {
      try {
        runs.push(
          await growAndMeasure(ctx, browser, 'postgres', {
            dataDir: path.join(ctx.tempDir, 'growth-postgres'),
            databaseUrl: scratch.url,
            webDistDir,
          }),
        );
      } finally {
        await scratch.drop();
      }
    }
  } finally {
    if (ctx.loadCore !== null) pinSelf(String(ctx.loadCore));
    unregister();
    await browser.close();
  }
  return { runs };
}
