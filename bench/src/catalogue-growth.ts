import { mkdir, readFile } from 'node:fs/promises';
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
import { createScratchDatabase, type ScratchDatabase } from './lib/postgres.ts';
import { registerCleanup } from './lib/processes.ts';
import { DEMO_BUYER_ID, startProductServer, type ProductServer } from './lib/product-server.ts';
import { median } from './lib/stats.ts';
import { buildWeb, launchUrl } from './web.ts';

/** Each size is a shop of its own, in a database of its own. */
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
// One page load varied 1.35–2.66 s at the same size on the quiet machine. Six rounds put each
// size in each place of a round's order twice.
const PAGE_LOADS = 6;
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

/** `total` active ads, each with one of the shared photos. */
async function addAds(database: DatabaseHandle, total: number, photos: string[]): Promise<void> {
  const variants = `array[${photos.map((json) => `'${json}'::jsonb`).join(', ')}]`;
  await database.db.execute(`
    with added as (
      insert into ads (owner_id, title, description, original_price, price, address, phone, status, created_at)
      select ${SELLER_ID}, 'Букет №' || i, 'Свежие цветы, доставка по Москве',
        5000 + (i * 37) % 20000, ceil((5000 + (i * 37) % 20000) * 1.3 / 100) * 100,
        'г. Москва, ул. Тверская, 1', '+79991234567', 'new',
        now() - make_interval(secs => i * ${SPREAD_SECONDS / LARGEST})
      from generate_series(1, ${total}) as i
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

interface ShopPlace {
  ads: number;
  dataDir: string;
  databaseUrl?: string;
}

/** One shop of one size, served by a server of its own while the sizes take turns. */
interface Shop {
  ads: number;
  seedSeconds: number;
  server: ProductServer;
  url: string;
  initData: string;
  loopProbeFile: string;
  runs: GrowthBrowserRun[];
}

/** A database holding `ads` active ads, and how long seeding it took. */
async function seedShop(
  open: () => Promise<DatabaseHandle>,
  dataDir: string,
  ads: number,
): Promise<number> {
  const database = await open();
  try {
    const photos = await prepare(database, dataDir);
    const startedAt = performance.now();
    await addAds(database, ads, photos);
    return (performance.now() - startedAt) / 1000;
  } finally {
    // PGlite is one process's: the server opens it only once the seeding has closed it.
    await database.close();
  }
}

async function openShop(
  ctx: BenchContext,
  options: ShopPlace & { seedSeconds: number },
  webDistDir: string,
): Promise<Shop> {
  const loopProbeFile = path.join(options.dataDir, 'loop.jsonl');
  const server = await startProductServer({
    dataDir: options.dataDir,
    core: ctx.serverCore,
    webDistDir,
    loopProbeFile,
    ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
  });
  const initData = await server.initData(DEMO_BUYER_ID);
  return {
    ads: options.ads,
    seedSeconds: options.seedSeconds,
    server,
    url: launchUrl(server.url, initData),
    initData,
    loopProbeFile,
    runs: [],
  };
}

/** The whole list read once, then what the server held meanwhile. */
async function measureFullList(shop: Shop): Promise<GrowthStep> {
  await shop.server.eventLoopMaxDelayMs();
  const startedAt = performance.now();
  const from = Date.now();
  const read = await readFullList(shop.server, shop.initData);
  const seconds = (performance.now() - startedAt) / 1000;
  const until = Date.now();
  const eventLoopMaxMs = await shop.server.eventLoopMaxDelayMs();
  const loop = await loopDuring(shop.loopProbeFile, from, until);
  const pick = (key: keyof GrowthBrowserRun) => median(shop.runs.map((run) => run[key]));
  return {
    ads: shop.ads,
    seedSeconds: shop.seedSeconds,
    browser: {
      firstCardsMs: pick('firstCardsMs'),
      domNodes: pick('domNodes'),
      jsHeapBytes: pick('jsHeapBytes'),
      apiBytesBeforeCards: pick('apiBytesBeforeCards'),
      allBytesBeforeCards: pick('allBytesBeforeCards'),
      blockingMs: pick('blockingMs'),
      longestTaskMs: pick('longestTaskMs'),
    },
    runs: shop.runs,
    fullList: { ...read, seconds, eventLoopMaxMs, loop },
    serverPeakRssBytes: await shop.server.peakRssBytes(),
  };
}

// A resumed server's overdue timers (the catalogue's version check, the outbox) fire at once.
const RESUMED_SETTLE_MS = 1_000;

/**
 * Only `active` runs: the other servers are stopped (SIGSTOP), so their timers take no turn of
 * the core the servers share from the one being measured.
 */
async function runOnly(shops: Shop[], active: Shop): Promise<void> {
  for (const shop of shops) process.kill(shop.server.pid, shop === active ? 'SIGCONT' : 'SIGSTOP');
  await new Promise((resolve) => setTimeout(resolve, RESUMED_SETTLE_MS));
}

/** A stopped server would hold its SIGTERM until resumed. */
function resumeAll(shops: Shop[]): void {
  for (const shop of shops) {
    try {
      process.kill(shop.server.pid, 'SIGCONT');
    } catch {
      // Already gone: stopping it says how it ended.
    }
  }
}

/**
 * The sizes take turns, one page load each, a different size first in each round: one size's
 * loads spread 1.35–2.66 s on the quiet machine and drifted with it over the minute a size took,
 * so measured one size after the other the ratio moved 0.86–1.43× between runs.
 */
async function loadInTurns(ctx: BenchContext, browser: Browser, shops: Shop[]): Promise<void> {
  // The first load after a start pays for the server's cold code and caches, the same at
  // every size: not counted, so the ratio compares the shop's size, not a start.
  for (const shop of shops) {
    await runOnly(shops, shop);
    await openPage(browser, shop.url);
  }
  for (let round = 0; round < PAGE_LOADS; round += 1) {
    for (let turn = 0; turn < shops.length; turn += 1) {
      const shop = shops[(round + turn) % shops.length];
      if (shop === undefined) continue;
      await runOnly(shops, shop);
      shop.runs.push(await openPage(browser, shop.url));
    }
    ctx.log(`catalogue growth: page loads, round ${round + 1} of ${PAGE_LOADS}`);
  }
}

function logStep(ctx: BenchContext, kind: string, step: GrowthStep): void {
  ctx.log(
    `catalogue growth on ${kind} at ${step.ads} ads: first cards ${step.browser.firstCardsMs.toFixed(0)} ms, ` +
      `${step.browser.domNodes} DOM nodes, heap ${(step.browser.jsHeapBytes / 1e6).toFixed(1)} MB, ` +
      `API ${(step.browser.apiBytesBeforeCards / 1000).toFixed(1)} kB before the cards, ` +
      `blocking ${step.browser.blockingMs.toFixed(0)} ms; GET /api/ads ` +
      `${(step.fullList.gzipBytes / 1e6).toFixed(1)} MB gzip in ${step.fullList.seconds.toFixed(1)} s, ` +
      `event loop max ${step.fullList.eventLoopMaxMs.toFixed(0)} ms ` +
      `(${String(step.fullList.loop.longestDelayCpuMs?.toFixed(0))} ms of it on the server's CPU, ` +
      `longest hold ${String(step.fullList.loop.longestHoldMs?.toFixed(0))} ms), ` +
      `server peak RSS ${(step.serverPeakRssBytes / 1e6).toFixed(0)} MB`,
  );
}

/** Each size in a database of its own, served side by side. */
async function measureSizes(
  ctx: BenchContext,
  browser: Browser,
  kind: 'pglite' | 'postgres',
  webDistDir: string,
  places: ShopPlace[],
): Promise<GrowthRun> {
  const seeded = [];
  for (const place of places) {
    ctx.log(`catalogue growth on ${kind}: seeding ${place.ads} ads`);
    await mkdir(place.dataDir, { recursive: true });
    const open = () =>
      openDatabase(
        place.databaseUrl === undefined
          ? { kind: 'pglite', dir: path.join(place.dataDir, 'pgdata') }
          : { kind: 'postgres', url: place.databaseUrl },
      );
    seeded.push({ ...place, seedSeconds: await seedShop(open, place.dataDir, place.ads) });
  }
  const shops: Shop[] = [];
  try {
    for (const place of seeded) shops.push(await openShop(ctx, place, webDistDir));
    await loadInTurns(ctx, browser, shops);
    const steps: GrowthStep[] = [];
    for (const shop of shops) {
      await runOnly(shops, shop);
      const step = await measureFullList(shop);
      logStep(ctx, kind, step);
      steps.push(step);
    }
    return { database: kind, steps };
  } finally {
    resumeAll(shops);
    await Promise.all(shops.map((shop) => shop.server.stop()));
  }
}

async function measureOnPostgres(
  ctx: BenchContext,
  browser: Browser,
  webDistDir: string,
): Promise<GrowthRun | { database: 'postgres'; skipped: string }> {
  const scratches: ScratchDatabase[] = [];
  try {
    const places: ShopPlace[] = [];
    for (const ads of GROWTH_SIZES) {
      const scratch = await createScratchDatabase(`flowers_bench_growth_${ads}`);
      if (typeof scratch === 'string') {
        ctx.log(`catalogue growth on PostgreSQL skipped: ${scratch}`);
        return { database: 'postgres', skipped: scratch };
      }
      scratches.push(scratch);
      const dataDir = path.join(ctx.tempDir, `growth-postgres-${ads}`);
      places.push({ ads, dataDir, databaseUrl: scratch.url });
    }
    return await measureSizes(ctx, browser, 'postgres', webDistDir, places);
  } finally {
    await Promise.all(scratches.map((scratch) => scratch.drop()));
  }
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
      await measureSizes(
        ctx,
        browser,
        'pglite',
        webDistDir,
        GROWTH_SIZES.map((ads) => ({
          ads,
          dataDir: path.join(ctx.tempDir, `growth-pglite-${ads}`),
        })),
      ),
    );
    runs.push(await measureOnPostgres(ctx, browser, webDistDir));
  } finally {
    if (ctx.loadCore !== null) pinSelf(String(ctx.loadCore));
    unregister();
    await browser.close();
  }
  return { runs };
}
