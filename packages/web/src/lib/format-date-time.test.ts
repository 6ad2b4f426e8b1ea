import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDateTime, formatTime } from './format-date-time';

describe('dates and times, in Moscow time labelled «МСК»', () => {
  it('shows a short date and time', () => {
    expect(formatDateTime('2025-03-01T10:00:00.000Z')).toBe('01.03.2025, 13:00 МСК');
  });

  it('shows a long date and time in Moscow whatever the device zone', () => {
    expect(formatLongDateTime('2025-03-01T22:30:00.000Z')).toBe('2 марта 2025 г. в 01:30 МСК');
  });

  it('shows a time of day', () => {
    expect(formatTime('2025-03-01T10:05:00.000Z')).toBe('13:05 МСК');
  });
});
