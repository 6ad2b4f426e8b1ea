/**
 * Failures that mean a backing service (PostgreSQL, Redis) cannot be reached right now, as
 * opposed to a bug: the request may succeed if retried, so it gets 503 + Retry-After, not 500.
 */

// Node's socket errors for a server that refuses, drops or never answers a connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// PostgreSQL SQLSTATEs: connection exceptions (class 08), too many connections, and the
// server shutting down, crashing or still starting up.
const POSTGRES_CODE = /^(08[0-9A-Z]{3}|53300|57P0[1-3])$/;

// Driver errors that carry no code, by their fixed messages.
const DRIVER_MESSAGES = [
  // pg's pool, when no connection frees up or opens in time.
  'timeout exceeded when trying to connect',
  // pg's client, when the server goes away (…unexpectedly, …due to connection timeout).
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  // PGlite after close(), while the process shuts down.
  'PGlite is closed',
  // ioredis without a connection (commands are not queued while it reconnects).
  "Stream isn't writeable",
  'Connection is closed.',
];

const MAX_CAUSE_DEPTH = 5;

function isUnavailableOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODE.test(code))) {
    return true;
  }
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m));
}

/** Looks through wrappers (Drizzle's "Failed query", AggregateError) to the driver's error. */
export function isUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current != null; depth += 1) {
    if (isUnavailableOne(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnavailableOne)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
