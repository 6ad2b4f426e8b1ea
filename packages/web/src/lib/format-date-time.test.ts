import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('date and time on staff screens', () => {
  it('shows dates in ru-RU, Moscow time', () => {
    expect(formatDateTime('2025-03-01T10:00:00.000Z')).toBe('01.03.2025, 13:00');
  });
});
