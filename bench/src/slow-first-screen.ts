import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '@flowers/server/testing';
import { chromium } from 'playwright-core';
import { median } from './lib/stats.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? DEFAULT_CHROMIUM_PATH;
const VIEWPORT = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
const CARDS_TIMEOUT_MS = 60_000;

/** Chrome DevTools' "Slow 4G" preset (Chrome 127+): Lighthouse's mobile throttling per request. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1_474.56 * 1000) / 8,
  uploadThroughput: (675 * 1000) / 8,
} as const;

const PAGE_PROBE = `
  window.__slow = {};
  const shown = (selector) => {
    const element = document.querySelector(selector);
    if (element === null) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const photoShown = () => {
    const image = document.querySelector('#first-screen article img, #root article img');
    return image !== null && image.complete && image.naturalWidth > 0;
  };
  const look = () => {
    const now = performance.now();
    const s = window.__slow;
    if (s.firstScreenAt === undefined && shown('#first-screen article')) s.firstScreenAt = now;
    if (s.firstPhotoAt === undefined && photoShown()) s.firstPhotoAt = now;
    if (s.firstCardsAt === undefined && shown('#root article')) s.firstCardsAt = now;
    if (s.firstCardsAt === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

const PAGE_FACTS = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    ...window.__slow,
    fcp: paint ? paint.startTime : null,
    htmlBytes: navigation ? navigation.transferSize : 0,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      transferSize: entry.transferSize,
      responseEnd: entry.responseEnd,
    })),
  };
})()`;

interface PageFacts {
  firstScreenAt?: number;
  firstPhotoAt?: number;
  firstCardsAt: number;
  fcp: number | null;
  htmlBytes: number;
  resources: { name: string; transferSize: number; responseEnd: number }[];
}

export interface SlowFirstScreenRun {
  fcpMs: number;
  firstScreenMs: number | null;
  firstPhotoMs: number | null;
  firstCardsMs: number;
  /** Compressed, headers included. */
  htmlBytes: number;
  scriptAndStyleBytes: number;
  apiBytes: number;
  imageBytes: number;
}

export interface SlowFirstScreenResult {
  network: typeof SLOW_4G;
  cpuSlowdown: number;
  fcpMs: number;
  firstScreenMs: number | null;
  firstPhotoMs: number | null;
  firstCardsMs: number;
  scriptAndStyleBytes: number;
  runs: SlowFirstScreenRun[];
}

async function openCold(url: string): Promise<SlowFirstScreenRun> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      // The page's policy refuses evaluated strings, which is how the probe's answers are read.
      bypassCSP: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(PAGE_PROBE);
    await page.goto(url);
    await page.waitForFunction('window.__slow.firstCardsAt !== undefined', null, {
      timeout: CARDS_TIMEOUT_MS,
    });
    const facts = await page.evaluate<PageFacts>(PAGE_FACTS);
    const before = facts.resources.filter((entry) => entry.responseEnd <= facts.firstCardsAt);
    const bytesWhere = (test: (pathname: string) => boolean) =>
      before
        .filter((entry) => test(new URL(entry.name).pathname))
        .reduce((sum, entry) => sum + entry.transferSize, 0);
    return {
      fcpMs: facts.fcp ?? facts.firstCardsAt,
      firstScreenMs: facts.firstScreenAt ?? null,
      firstPhotoMs: facts.firstPhotoAt ?? null,
      firstCardsMs: facts.firstCardsAt,
      htmlBytes: facts.htmlBytes,
      scriptAndStyleBytes: bytesWhere((p) => /\.(js|css)$/.test(p)),
      apiBytes: bytesWhere((p) => p.startsWith('/api/')),
      imageBytes: bytesWhere((p) => /\.(webp|jpe?g|png|avif)$/.test(p)),
    };
  } finally {
    await browser.close();
  }
}

function medianOrNull(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === values.length ? median(known) : null;
}

export async function measureSlowFirstScreen(
  url: string,
  repetitions: number,
  log: (line: string) => void,
): Promise<SlowFirstScreenResult> {
  const runs: SlowFirstScreenRun[] = [];
  for (let run = 1; run <= repetitions; run += 1) {
    const result = await openCold(url);
    log(
      `slow 4G #${run}: FCP ${result.fcpMs.toFixed(0)} ms, first screen ` +
        `${result.firstScreenMs?.toFixed(0) ?? '—'} ms, photo ${result.firstPhotoMs?.toFixed(0) ?? '—'} ms, ` +
        `app's cards ${result.firstCardsMs.toFixed(0)} ms; JS+CSS ${result.scriptAndStyleBytes} B, ` +
        `HTML ${result.htmlBytes} B, API ${result.apiBytes} B, images ${result.imageBytes} B`,
    );
    runs.push(result);
  }
  return {
    network: SLOW_4G,
    cpuSlowdown: CPU_SLOWDOWN,
    fcpMs: median(runs.map((r) => r.fcpMs)),
    firstScreenMs: medianOrNull(runs.map((r) => r.firstScreenMs)),
    firstPhotoMs: medianOrNull(runs.map((r) => r.firstPhotoMs)),
    firstCardsMs: median(runs.map((r) => r.firstCardsMs)),
    scriptAndStyleBytes: median(runs.map((r) => r.scriptAndStyleBytes)),
    runs,
  };
}
