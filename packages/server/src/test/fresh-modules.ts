import { afterAll, vi } from 'vitest';

// Files share a worker's loaded modules (vitest.config.ts): each file gets the server's own
// modules afresh, with their state, while Fastify, PGlite and the other libraries stay loaded.
afterAll(() => {
  vi.resetModules();
});
