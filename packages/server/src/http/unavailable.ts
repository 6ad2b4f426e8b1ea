/** A backing service is unreachable, not a bug: retrying may succeed, so 503 + Retry-After. */

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

// SQLSTATE class 08, too many connections, a statement over its time (database.ts), and
// shutdown, crash or start-up.
const POSTGRES_CODE = /^(08[0-9A-Z]{3}|53300|57014|57P0[1-3])$/;

const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
  // ioredis does not queue commands while it reconnects.
  "Stream isn't writeable",
  'Connection is closed.',
  // ioredis' commandTimeout (redis-clients.ts): Redis holds its connection but does not answer.
  'Command timed out',
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

export function isUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current != null; depth += 1) {
    if (isUnavailableOne(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnavailableOne)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
