import { defineConfig } from 'vitest/config';

const serverProjects = [
  {
    extends: true as const,
    test: {
      name: 'server',
      root: 'packages/server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

// The same server suite runs again on a real PostgreSQL when CI provides one.
if (process.env.TEST_DATABASE_URL) {
  serverProjects.push({
    extends: true as const,
    test: {
      name: 'server-postgres',
      root: 'packages/server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { TEST_DB_DRIVER: 'postgres' },
    } as (typeof serverProjects)[number]['test'],
  });
}

export default defineConfig({
  test: {
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
