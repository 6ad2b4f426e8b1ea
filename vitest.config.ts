import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import web from './packages/web/vitest.config.ts';

/**
 * A worker's test files share its loaded modules (isolate: false): importing Fastify, PGlite,
 * React and jsdom's setup anew for each file cost more than most files' tests. Each package's
 * setup file resets the module registry after every file, so the project's own modules (and
 * their state) start fresh while the libraries stay loaded. Vitest keeps a file's vi.mock for
 * the files after it in the same worker, so the files that mock a module keep a worker of their
 * own (isolate: true), in a project named with -mocking.
 */
type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']> & { name: string };

interface TestFiles {
  /** Relative to the package's root, as `include` takes them. */
  all: string[];
  mocking: string[];
}

function testFiles(packageRoot: string, pattern: RegExp): TestFiles {
  const src = path.join(packageRoot, 'src');
  const all = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
  const mocking = all.filter((file) =>
    /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(packageRoot, file), 'utf8')),
  );
  return { all, mocking };
}

/** Two projects: the files that mock a module apart, in a worker of their own. */
function sharingModules(
  test: ProjectTest,
  files: TestFiles,
): { shared: ProjectTest; own: ProjectTest } {
  const notMocking = files.all.filter((file) => !files.mocking.includes(file));
  return {
    shared: { ...test, isolate: false, exclude: files.mocking },
    own: { ...test, name: `${test.name}-mocking`, isolate: true, exclude: notMocking },
  };
}

const SERVER_ROOT = fileURLToPath(new URL('packages/server', import.meta.url));
const SERVER_FILES = testFiles(SERVER_ROOT, /\.test\.ts$/);

const serverTest = {
  name: 'server',
  root: SERVER_ROOT,
  environment: 'node',
  setupFiles: ['src/test/fresh-modules.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies ProjectTest;

/**
 * The server tests that run on PostgreSQL as well as on PGlite: those whose outcome can depend
 * on the database engine or its driver. PGlite is PostgreSQL itself, so only these differ:
 * SQL and its result types (the database module, repositories), money and the outbox (every
 * write there must hold under real concurrent transactions), start-up and sweeps, where
 * several nodes race on one database, and search, whose ranking is the engine's. A new test
 * in one of these places, or a `*.repository.test.ts` anywhere, runs on both.
 */
const ENGINE_SENSITIVE_TESTS = [
  'src/db/**/*.test.ts',
  'src/**/*.repository.test.ts',
  'src/{orders,money,tbank,tbank-emulator}/**/*.test.ts',
  'src/{notifications,bot}/**/*.test.ts',
  'src/{jobs,demo}/**/*.test.ts',
  'src/search/**/*.test.ts',
  // Issue 40: a message's key and the thread's lock decide races in SQL.
  'src/florist-messages/**/*.test.ts',
  // The database writes the streamed catalogue's JSON, and pages by its timestamps.
  'src/ads/catalogue-stream.routes.test.ts',
  'src/favorites/favorite-ads.routes.test.ts',
  'src/node.test.ts',
  'src/http/health.test.ts',
  'src/http/nul-input.test.ts',
];

const serverTests: ProjectTest[] = [{ ...serverTest, include: ['src/**/*.test.ts'] }];
// CI provides a PostgreSQL server; the engine-sensitive tests run again on it.
if (process.env.TEST_DATABASE_URL) {
  serverTests.push({
    ...serverTest,
    name: 'server-postgres',
    include: ENGINE_SENSITIVE_TESTS,
    env: { TEST_DB_DRIVER: 'postgres' },
  });
}
const serverProjects = serverTests.flatMap((test) => {
  const { shared, own } = sharingModules(test, SERVER_FILES);
  return [shared, own].map((project) => ({ extends: true as const, test: project }));
});

const WEB_ROOT = fileURLToPath(new URL('packages/web', import.meta.url));
const { shared: webShared, own: webOwn } = sharingModules(
  { ...web.test, name: 'web', root: WEB_ROOT },
  testFiles(WEB_ROOT, /\.test\.tsx?$/),
);

export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default, which leaves one worker on a two-core machine;
    // its own process is nearly idle while tests run, so every core runs tests.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
          // Pure functions without module state: importing them anew for each file only cost.
          isolate: false,
          include: ['src/**/*.test.ts'],
        },
      },
      ...serverProjects,
      {
        test: {
          // The peak harness's pure parts; the cluster's own runs are *.cluster.ts and *.chaos.ts.
          name: 'cluster',
          root: 'cluster',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      { plugins: web.plugins, test: webShared },
      { plugins: web.plugins, test: webOwn },
    ],
  },
});
