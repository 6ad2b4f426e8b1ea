import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/build.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time on the two cores: a journey mostly waits on its browser and server.
    maxWorkers: 2,
  },
});
