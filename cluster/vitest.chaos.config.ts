import { defineConfig } from 'vitest/config';

// The chaos tests break a cluster of their own (cluster.ts), one fault after another.
export default defineConfig({
  test: {
    include: ['src/**/*.chaos.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
