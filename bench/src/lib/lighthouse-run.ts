import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '@flowers/server/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { registerCleanup } from './processes.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? DEFAULT_CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
// Issue 14.
const LONG_TASK_MS = 50;
const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'cumulative-layout-shift',
  'total-blocking-time',
  'speed-index',
];

export interface NetworkItem {
  url: string;
  resourceType?: string;
  statusCode?: number;
  transferSize?: number;
}

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  totalByteWeight: number;
  lcpElement: string | null;
  longTasks: { url: string; durationMs: number }[];
  /** A phone-class device is ~1000. */
  benchmarkIndex: number;
  requests: NetworkItem[];
  warnings: string[];
  diagnostics: {
    textCompressionSavingsBytes: number;
    unusedJavaScriptBytes: number;
    scriptBootupMs: number;
    layoutShiftElements: string[];
    lcpPhasesMs: Record<string, number>;
    lcpDiscovery: Record<string, boolean>;
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface Items {
  items?: Record<string, unknown>[] | Record<string, { value?: boolean }>;
}

function items(lhr: Lhr, id: string): Record<string, unknown>[] {
  const list = (lhr.audits[id]?.details as Items | undefined)?.items;
  return Array.isArray(list) ? list : [];
}

const sumOf = (rows: Record<string, unknown>[], key: string) =>
  rows.reduce((sum, row) => sum + (typeof row[key] === 'number' ? row[key] : 0), 0);

function diagnose(lhr: Lhr): LighthouseRun['diagnostics'] {
  const phases = items(lhr, 'lcp-breakdown-insight')[0] as Items | undefined;
  const discovery = (lhr.audits['lcp-discovery-insight']?.details as Items | undefined)?.items;
  const checklist = Array.isArray(discovery) ? discovery[0] : undefined;
  return {
    textCompressionSavingsBytes: sumOf(items(lhr, 'uses-text-compression'), 'wastedBytes'),
    unusedJavaScriptBytes: sumOf(items(lhr, 'unused-javascript'), 'wastedBytes'),
    scriptBootupMs: lhr.audits['bootup-time']?.numericValue ?? Number.NaN,
    layoutShiftElements: items(lhr, 'layout-shifts').map(
      (row) => (row.node as { selector?: string } | undefined)?.selector ?? '?',
    ),
    lcpPhasesMs: Object.fromEntries(
      (Array.isArray(phases?.items) ? phases.items : []).map((row) => [
        String(row.subpart),
        Number(row.duration),
      ]),
    ),
    lcpDiscovery: Object.fromEntries(
      Object.entries((checklist?.items ?? {}) as Record<string, { value?: boolean }>).map(
        ([key, check]) => [key, check.value === true],
      ),
    ),
  };
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'flowers-bench-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
    handleSIGINT: false,
  });
  const unregister = registerCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result === undefined) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // A bad trace (NO_NAVSTART and the like) can also fail only the metrics, leaving NaN.
    const failed = METRIC_AUDITS.map((id) => lhr.audits[id]).find((audit) => audit?.errorMessage);
    if (failed) throw new Error(`Lighthouse: ${failed.id}: ${String(failed.errorMessage)}`);
    const details = (id: string) => lhr.audits[id]?.details as { items?: unknown[] } | undefined;
    const lcpItem = details('largest-contentful-paint-element')?.items?.[0] as
      { items?: { node?: { snippet?: string } }[] } | undefined;
    return {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      totalByteWeight: numeric(lhr, 'total-byte-weight'),
      lcpElement: lcpItem?.items?.[0]?.node?.snippet ?? null,
      longTasks: items(lhr, 'long-tasks')
        .map((row) => ({ url: String(row.url), durationMs: Number(row.duration) }))
        .filter((task) => task.durationMs > LONG_TASK_MS)
        .sort((a, b) => b.durationMs - a.durationMs),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      requests: (details('network-requests')?.items ?? []) as NetworkItem[],
      warnings: lhr.runWarnings,
      diagnostics: diagnose(lhr),
    };
  } finally {
    unregister();
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
