import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // On the shared two-core machine a first render of the whole app can pass five seconds,
    // and a typed-in form ten.
    testTimeout: 30_000,
  },
});
