import type { Server } from 'node:http';

// A kept-alive connection idle at the stop may be carrying the client's next request already:
// closing it then resets that request. For this long each one is left to bring its next
// request, which is answered with Connection: close; then idle ones are closed at this pace.
const KEEP_ALIVE_DRAIN_MS = 1_000;
const IDLE_SWEEP_MS = 100;

/**
 * The first step of a graceful stop: the listener closes at once, before anything else, since
 * a connection still waiting in its queue when it closes would be reset. Kept-alive connections
 * drain as above. The server's own close() (Fastify's, later) then waits for this drain.
 */
export function stopAccepting(server: Server): void {
  const closeIdle = server.closeIdleConnections.bind(server);
  // close() would close every idle connection at once; they go after the drain instead.
  server.closeIdleConnections = () => undefined;
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.close = ((callback?: (error?: Error) => void) => {
    void drained.then(() => callback?.());
    return server;
  }) as Server['close'];
  setTimeout(() => setInterval(closeIdle, IDLE_SWEEP_MS).unref(), KEEP_ALIVE_DRAIN_MS).unref();
}
