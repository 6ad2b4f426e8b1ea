import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AD_LIFETIME_MS, expiresAt, formatCountdown, remainingMs } from './countdown';

const CREATED = '2025-03-01T10:00:00.000Z';
const CREATED_MS = Date.parse(CREATED);
const HOUR_MS = 3_600_000;

// Reads '47ч 5м 9с' back into seconds, to check the format loses nothing.
function secondsOf(text: string): number {
  const match = /^(?:(\d+)ч )?(?:(\d+)м )?(\d+)с$/.exec(text);
  if (!match) throw new Error(`not a countdown: ${text}`);
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

describe('ad countdown (spec §4 "Countdown")', () => {
  it('runs 48 hours', () => {
    expect(expiresAt(CREATED)).toBe(Date.parse('2025-03-03T10:00:00.000Z'));
  });

  it('shows «Истекло» once the time is up', () => {
    expect(formatCountdown(0)).toBe('Истекло');
  });

  it('expires 48 hours after created_at, whatever form the date takes', () => {
    const expected = CREATED_MS + AD_LIFETIME_MS;
    expect(expiresAt(CREATED)).toBe(expected);
    expect(expiresAt(CREATED_MS)).toBe(expected);
    expect(expiresAt(new Date(CREATED_MS))).toBe(expected);
  });

  it('throws RangeError for an unreadable created_at', () => {
    expect(() => expiresAt('yesterday')).toThrow(RangeError);
  });

  it.each([
    [47 * HOUR_MS + 5 * 60_000 + 9000, '47ч 5м 9с'],
    [HOUR_MS + 5000, '1ч 0м 5с'],
    [5 * 60_000 + 9000, '5м 9с'],
    [9000, '9с'],
    [AD_LIFETIME_MS, '48ч 0м 0с'],
  ])('formats %i ms as %j', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('rounds a part second up, so the last second still shows «1с»', () => {
    expect(formatCountdown(1)).toBe('1с');
  });

  it.each([0, -5000, Number.NaN])('shows «Истекло» at %s ms', (ms) => {
    expect(formatCountdown(ms)).toBe('Истекло');
  });

  it('formats every duration to the same number of whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: AD_LIFETIME_MS }), (ms) => {
        return secondsOf(formatCountdown(ms)) === Math.ceil(ms / 1000);
      }),
    );
  });

  it('counts down as time passes', () => {
    const offset = fc.integer({ min: 0, max: AD_LIFETIME_MS + HOUR_MS });
    fc.assert(
      fc.property(offset, offset, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        return remainingMs(CREATED, CREATED_MS + late) <= remainingMs(CREATED, CREATED_MS + early);
      }),
    );
  });

  it('reaches zero at 48 hours and stays there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * AD_LIFETIME_MS }), (after) => {
        return remainingMs(CREATED, CREATED_MS + AD_LIFETIME_MS + after) === 0;
      }),
    );
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -AD_LIFETIME_MS, max: 10 * AD_LIFETIME_MS }), (offset) => {
        return remainingMs(CREATED, CREATED_MS + offset) >= 0;
      }),
    );
  });
});
