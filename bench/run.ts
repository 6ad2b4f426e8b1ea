// `npm run bench -- catalogue web` runs only the named benches.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAdCreation } from './src/ad-creation.ts';
import { benchCatalogue } from './src/catalogue.ts';
import { benchCatalogueGrowth } from './src/catalogue-growth.ts';
import { benchFanOut } from './src/fan-out.ts';
import { benchOutbox } from './src/outbox.ts';
import { benchSearch } from './src/search.ts';
import type { BenchContext } from './src/lib/context.ts';
import { describeMachine, machineLine, pinSelf } from './src/lib/machine.ts';
import { runningCount, stopAll } from './src/lib/processes.ts';
import { seedDataDir } from './src/lib/seed.ts';
import { renderReport, type BenchResults } from './src/report.ts';
import { benchWeb } from './src/web.ts';

const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));
const REPETITIONS = 3;
const BENCHES = {
  catalogue: benchCatalogue,
  catalogueGrowth: benchCatalogueGrowth,
  adCreation: benchAdCreation,
  fanOut: benchFanOut,
  outbox: benchOutbox,
  search: benchSearch,
  web: benchWeb,
} as const;
type BenchName = keyof typeof BENCHES;

const log = (line: string) => console.error(`[bench] ${line}`);
const isBench = (arg: string): arg is BenchName => arg in BENCHES;
const requested = process.argv.slice(2);
const unknown = requested.filter((arg) => !isBench(arg));
if (unknown.length > 0) {
  console.error(
    `unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`,
  );
  process.exit(2);
}
const selected =
  requested.length > 0 ? requested.filter(isBench) : (Object.keys(BENCHES) as BenchName[]);

const machine = describeMachine();
if (machine.loadCore !== null) pinSelf(String(machine.loadCore));
const tempDir = await mkdtemp(path.join(tmpdir(), 'flowers-bench-'));

let cleaning: Promise<void> | null = null;
const cleanUp = () =>
  (cleaning ??= stopAll().then(() => rm(tempDir, { recursive: true, force: true })));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping children and removing ${tempDir}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const startedAt = new Date();
const results: BenchResults = {};
const errors: Record<string, string> = {};
try {
  const ctx: BenchContext = {
    dataDir: path.join(tempDir, 'catalogue-data'),
    tempDir,
    serverCore: machine.serverCore,
    loadCore: machine.loadCore,
    repetitions: REPETITIONS,
    log,
  };
  const seedsItsOwn = ['web', 'outbox', 'search', 'catalogueGrowth'];
  if (selected.some((name) => !seedsItsOwn.includes(name))) {
    log('seeding 1 000 catalogue ads and 10 awaiting moderation');
    await seedDataDir(ctx.dataDir, { catalogueAds: 1000, pendingAds: 10, realPhotos: false });
  }
  for (const name of selected) {
    log(`${name}: running`);
    try {
      (results as Record<string, unknown>)[name] = await BENCHES[name](ctx);
    } catch (error) {
      errors[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
      log(`${name} failed: ${errors[name]}`);
    }
  }
} finally {
  await cleanUp();
}

const table = renderReport(results, errors);
const header = machineLine(machine, REPETITIONS);
console.log(`\n${header}\n\n${table}\n`);
await writeFile(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      machine: { ...machine, loadAverageAtEnd: describeMachine().loadAverage },
      results,
      errors,
      table: `${header}\n\n${table}`,
    },
    null,
    2,
  )}\n`,
);
log(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
if (runningCount() > 0) log(`${runningCount()} child processes still running`);
process.exitCode = Object.keys(errors).length > 0 ? 1 : 0;
