import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff';

const OUTBOX = { firstMs: 2_000, maxMs: 10 * 60_000 };

describe('a retry waits', () => {
  it('the first wait before the first retry', () => {
    expect(backoffMs(1, OUTBOX)).toBe(2_000);
  });

  it('twice as long before each retry after', () => {
    expect([2, 3, 4].map((retry) => backoffMs(retry, OUTBOX))).toEqual([4_000, 8_000, 16_000]);
  });

  it('never longer than the cap, however many retries', () => {
    expect(backoffMs(30, OUTBOX)).toBe(600_000);
    expect(backoffMs(5_000, OUTBOX)).toBe(600_000);
  });

  it('the first wait for a retry numbered below one', () => {
    expect(backoffMs(0, OUTBOX)).toBe(2_000);
  });
});
