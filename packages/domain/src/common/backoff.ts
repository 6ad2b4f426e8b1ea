/** How long to wait before trying again: doubling from `firstMs`, never past `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/** The wait before retry number `retry` (1 for the first), for every retrying worker alike. */
export function backoffMs(retry: number, { firstMs, maxMs }: Backoff): number {
  const doublings = Math.max(0, Math.floor(retry) - 1);
  // 2 ** 1024 is Infinity, which Math.min turns into maxMs: no overflow to guard.
  return Math.min(maxMs, firstMs * 2 ** doublings);
}
