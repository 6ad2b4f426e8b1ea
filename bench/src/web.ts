import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TELEGRAM_THEMES } from '@flowers/server/testing';
import type { BenchContext } from './lib/context.ts';
import { ALL_CORES, pinSelf } from './lib/machine.ts';
import {
  allChunkFiles,
  firstLoadFiles,
  gzipSize,
  totalGzip,
  type BundleFile,
} from './lib/bundle.ts';
import { runLighthouse, type LighthouseRun } from './lib/lighthouse-run.ts';
import { ROOT_DIR } from './lib/processes.ts';
import { DEMO_BUYER_ID, startProductServer } from './lib/product-server.ts';
import { seedDataDir } from './lib/seed.ts';
import { median } from './lib/stats.ts';
import { measureSlowFirstScreen, type SlowFirstScreenResult } from './slow-first-screen.ts';

const WEB_DIR = path.join(ROOT_DIR, 'packages/web');
const TREEMAP_FILE = path.join(ROOT_DIR, 'bench/web-treemap.html');
const CATALOGUE_ADS = 50;
const BUILD_TIMEOUT_MS = 300_000;

export interface WebResult {
  firstLoad: { gzipBytes: number; files: BundleFile[] };
  loadedInChromium: { gzipBytes: number; files: BundleFile[] };
  allChunks: { gzipBytes: number; files: BundleFile[] };
  lighthouse: {
    ads: number;
    score: number;
    lcpMs: number;
    cls: number;
    tbtMs: number;
    fcpMs: number;
    longTasks: number;
    longestTaskMs: number;
    catalogueLoaded: boolean;
    runs: Omit<LighthouseRun, 'requests'>[];
  };
  slow4g: SlowFirstScreenResult;
}

/** Away from packages/web/dist, which other tools rebuild and empty at any moment. */
export function buildWeb(outDir: string): void {
  const require = createRequire(path.join(WEB_DIR, 'package.json'));
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--configLoader',
      'runner',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: WEB_DIR,
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT_MS,
      env: { ...process.env, NODE_ENV: 'production', BUNDLE_TREEMAP: TREEMAP_FILE },
    },
  );
  if (result.status !== 0) {
    const said = `${result.stdout}${result.stderr}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`vite build failed (${String(result.status)}):\n${said}`);
  }
}

// Lighthouse now and then sees no navigation start (NO_NAVSTART): the run fails, not the page.
const LIGHTHOUSE_ATTEMPTS = 3;

async function runLighthouseRetrying(url: string, ctx: BenchContext): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      const flaky = error instanceof Error && error.message.includes('NO_NAVSTART');
      if (!flaky || attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      ctx.log(`lighthouse: ${error.message}; running it again`);
    }
  }
}

export function launchUrl(base: string, initData: string): string {
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify(TELEGRAM_THEMES.light),
  });
  return `${base}/#${hash.toString()}`;
}

async function sizes(files: string[]) {
  const measured = await Promise.all(files.map(gzipSize));
  return { gzipBytes: totalGzip(measured), files: measured };
}

export async function benchWeb(ctx: BenchContext): Promise<WebResult> {
  const distDir = path.join(ctx.tempDir, 'web-dist');
  buildWeb(distDir);
  const firstLoad = await sizes(await firstLoadFiles(distDir));
  const allChunks = await sizes(await allChunkFiles(distDir));

  const dataDir = path.join(ctx.tempDir, 'web-data');
  await seedDataDir(dataDir, { catalogueAds: CATALOGUE_ADS, pendingAds: 0, realPhotos: true });
  const server = await startProductServer({ dataDir, core: ctx.serverCore, webDistDir: distDir });
  const runs: LighthouseRun[] = [];
  let slow4g: SlowFirstScreenResult;
  // Chromium starts from this process: give it every core, as a phone has several.
  pinSelf(ALL_CORES);
  try {
    const url = launchUrl(server.url, await server.initData(DEMO_BUYER_ID));
    for (let run = 1; run <= ctx.repetitions; run += 1) {
      const result = await runLighthouseRetrying(url, ctx);
      ctx.log(
        `lighthouse #${run}: score ${result.score}, LCP ${result.lcpMs.toFixed(0)} ms, ` +
          `CLS ${result.cls.toFixed(3)}, TBT ${result.tbtMs.toFixed(0)} ms, ` +
          `${result.longTasks.length} tasks > 50 ms (${result.longTasks
            .map((task) => `${task.durationMs.toFixed(0)} ms ${path.basename(task.url)}`)
            .join(', ')})`,
      );
      runs.push(result);
    }
    slow4g = await measureSlowFirstScreen(url, ctx.repetitions, ctx.log);
  } finally {
    if (ctx.loadCore !== null) pinSelf(String(ctx.loadCore));
    await server.stop();
  }

  const requests = runs[0]?.requests ?? [];
  const assetPaths = requests
    .map((request) => new URL(request.url).pathname)
    .filter((pathname) => /^\/assets\/.+\.(js|css)$/.test(pathname));
  const loadedInChromium = await sizes(assetPaths.map((p) => path.join(distDir, p)));
  const catalogueLoaded = requests.some(
    (request) => new URL(request.url).pathname === '/api/ads/search' && request.statusCode === 200,
  );
  const pick = (key: 'score' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs') =>
    median(runs.map((r) => r[key]));
  return {
    firstLoad,
    loadedInChromium,
    allChunks,
    lighthouse: {
      ads: CATALOGUE_ADS,
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      fcpMs: pick('fcpMs'),
      longTasks: median(runs.map((run) => run.longTasks.length)),
      longestTaskMs: Math.max(0, ...runs.flatMap((run) => run.longTasks.map((t) => t.durationMs))),
      catalogueLoaded,
      runs: runs.map(({ requests: _requests, ...rest }) => rest),
    },
    slow4g,
  };
}
