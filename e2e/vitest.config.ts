import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/build.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The machine has two cores.
    fileParallelism: false,
  },
});
