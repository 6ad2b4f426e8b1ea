import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
          include: ['src/**/*.test.ts'],
        },
      },
      ...serverProjects,
      'packages/web/vitest.config.ts',
    ],
  },
});
