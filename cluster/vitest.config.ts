import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.cluster.ts'],
    globalSetup: ['src/topology.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
