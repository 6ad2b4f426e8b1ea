import type { Server } from 'node:http';

// An idle kept-alive connection may carry the client's next request already: closing it
// resets that request, so each gets this long, answered with Connection: close.
const KEEP_ALIVE_DRAIN_MS = 1_000;
const IDLE_SWEEP_MS = 100;

/** The listener closes first: a connection waiting in its queue when it closes would be reset. */
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
