import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Tests that check a size or a colour need the style sheets applied.
    css: true,
    // On the shared two-core machine a first render of the whole app can pass five seconds.
    testTimeout: 30_000,
  },
});
