import { execFile, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '@flowers/server/testing';
import { peakRssBytes } from './proc.ts';
import {
  HAS_TASKSET,
  ROOT_DIR,
  nodeCommand,
  spawnTracked,
  stopChild,
  type StopOutcome,
} from './processes.ts';
import { fetchJson, waitUntilUp } from './http.ts';

// What `npm start` runs, built here if missing or older than its sources.
const MAIN_SCRIPT = 'packages/server/dist/main.js';
const SERVER_DIR = path.join(ROOT_DIR, 'packages/server');
const BUILD_SCRIPT = 'packages/server/scripts/build-if-needed.mjs';
const WEB_SERVER_SCRIPT = fileURLToPath(new URL('../children/web-server.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const LOG_TAIL_CHARS = 4000;
const METRICS_TOKEN = 'bench-event-loop-delay';
const EVENT_LOOP_MAX = /^nodejs_eventloop_lag_max_seconds (\S+)$/m;
// What the image sets, left out to see what a plain start gets.
const IMAGE_VARIABLES = new Set(['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'NODE_OPTIONS']);
const PRODUCTION_VARIABLES = /^(TELEGRAM_BOT_TOKEN|DATABASE_URL|REDIS_URL|S3_|TBANK_|DADATA_)/;

export const DEMO_BUYER_ID = 100_000_001;
export const DEMO_SELLER_ID = 100_000_002;
export const DEMO_MODERATOR_ID = 100_000_003;

export interface ProductServer {
  url: string;
  pid: number;
  initData(userId: number): Promise<string>;
  /** VmHWM, in bytes. */
  peakRssBytes(): Promise<number>;
  /** As the server measures it (/metrics): unlike a probe's wait, it omits the load generator. */
  eventLoopMaxDelayMs(): Promise<number>;
  stop(): Promise<StopOutcome>;
}

let built: Promise<unknown> | null = null;
const buildServer = () =>
  (built ??= promisify(execFile)(process.execPath, [BUILD_SCRIPT], { cwd: ROOT_DIR }));

export async function startProductServer(options: {
  dataDir: string;
  core: number | null;
  databaseUrl?: string;
  webDistDir?: string;
  /** `npm-start`: through the server's launcher, with no allocator setting of ours. */
  launch?: 'image' | 'npm-start';
  loopProbeFile?: string;
}): Promise<ProductServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const plainStart = options.launch === 'npm-start';
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !PRODUCTION_VARIABLES.test(key) && !(plainStart && IMAGE_VARIABLES.has(key)),
    ),
  );
  const script = options.webDistDir === undefined ? MAIN_SCRIPT : WEB_SERVER_SCRIPT;
  if (options.loopProbeFile !== undefined && script !== WEB_SERVER_SCRIPT) {
    throw new Error('the event loop probe runs in the bench web server only');
  }
  if (script === MAIN_SCRIPT) await buildServer();
  const [command, args] = plainStart
    ? await startScriptCommand(options.core)
    : nodeCommand(script, options.core);
  const child: ChildProcess = spawnTracked(command, args, {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // The bench posts and approves far faster than a person; the limit is not under test.
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    METRICS_TOKEN,
    // As the Dockerfile runs it: one glibc malloc arena, a fixed mmap threshold, 2 MB semi-spaces.
    ...(plainStart
      ? {}
      : {
          MALLOC_ARENA_MAX: '1',
          MALLOC_MMAP_THRESHOLD_: '131072',
          NODE_OPTIONS: '--max-semi-space-size=2',
        }),
    ...(options.webDistDir === undefined ? {} : { BENCH_WEB_DIST_DIR: options.webDistDir }),
    ...(options.loopProbeFile === undefined
      ? {}
      : { BENCH_LOOP_PROBE_FILE: options.loopProbeFile }),
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitUntilUp(`${url}/api/health`, {
      timeoutMs: START_TIMEOUT_MS,
      alive: () => child.exitCode === null && child.signalCode === null,
      describe: () => log,
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const pid = plainStart ? await onlyChild(child.pid) : child.pid;
  if (pid === undefined) throw new Error('server has no pid');
  if (HAS_TASKSET && options.core !== null) await assertPinned(pid, options.core);

  return {
    url,
    pid,
    async initData(userId) {
      const body = await fetchJson<{ initData: string }>(`${url}/api/demo/init-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: String(userId) }),
      });
      return body.initData;
    },
    peakRssBytes: () => peakRssBytes(pid),
    async eventLoopMaxDelayMs() {
      const response = await fetch(`${url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await response.text();
      const seconds = EVENT_LOOP_MAX.exec(text)?.[1];
      if (!response.ok || seconds === undefined) {
        throw new Error(`GET /metrics answered ${response.status} without the event loop's delay`);
      }
      return Number(seconds) * 1000;
    },
    stop: () => stopChild(child),
  };
}

async function startScriptCommand(core: number | null): Promise<[string, string[]]> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [program, ...words] = manifest.scripts.start.split(' ');
  if (program !== 'node') throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  const args = words.map((word) => (word.startsWith('-') ? word : path.join(SERVER_DIR, word)));
  if (core === null || !HAS_TASKSET) return [process.execPath, args];
  return ['taskset', ['-c', String(core), process.execPath, ...args]];
}

async function onlyChild(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim();
  if (!/^\d+$/.test(children)) throw new Error(`launcher ${pid} has children "${children}"`);
  return Number(children);
}

// The pid must be Node itself (taskset execs it), or VmHWM would be taskset's.
async function assertPinned(pid: number, core: number): Promise<void> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const name = /^Name:\s+(\S+)/m.exec(status)?.[1];
  const cpus = /^Cpus_allowed_list:\s+(\S+)/m.exec(status)?.[1];
  if (name !== 'node' || cpus !== String(core)) {
    throw new Error(
      `server pid ${pid} is ${name ?? '?'} on cpus ${cpus ?? '?'}, not node on ${core}`,
    );
  }
}
