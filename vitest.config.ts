import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import web from './packages/web/vitest.config.ts';

const serverTest = {
  root: 'packages/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

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
  // The database writes the streamed catalogue's JSON, and pages by its timestamps.
  'src/ads/catalogue-stream.routes.test.ts',
  'src/favorites/favorite-ads.routes.test.ts',
  'src/node.test.ts',
  'src/http/health.test.ts',
  'src/http/nul-input.test.ts',
];

const serverProjects = [
  {
    extends: true as const,
    test: { ...serverTest, name: 'server', include: ['src/**/*.test.ts'] },
  },
];

// CI provides a PostgreSQL server; the engine-sensitive tests run again on it.
if (process.env.TEST_DATABASE_URL) {
  serverProjects.push({
    extends: true as const,
    test: {
      ...serverTest,
      name: 'server-postgres',
      include: ENGINE_SENSITIVE_TESTS,
      env: { TEST_DB_DRIVER: 'postgres' },
    } as (typeof serverProjects)[number]['test'],
  });
}

const WEB_ROOT = fileURLToPath(new URL('packages/web', import.meta.url));

/**
 * The web test files that replace a module with vi.mock. A module imported once stays in a shared
 * module graph, where a later file's mock could not replace it, so these get a graph of their own.
 */
function webTestsThatMock(): string[] {
  return readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(WEB_ROOT, 'src', file), 'utf8')),
    )
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const WEB_TESTS_THAT_MOCK = webTestsThatMock();

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
      // Setting up jsdom and importing React and the app anew cost each file more than its
      // tests; the cleanup after each test (src/test/setup.ts) leaves nothing for the next file.
      {
        plugins: web.plugins,
        test: { ...web.test, root: WEB_ROOT, isolate: false, exclude: WEB_TESTS_THAT_MOCK },
      },
      {
        plugins: web.plugins,
        test: { ...web.test, root: WEB_ROOT, name: 'web-mocking', include: WEB_TESTS_THAT_MOCK },
      },
    ],
  },
});
