import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './number';

describe('order number', () => {
  it('reads as the Moscow date and the padded order id', () => {
    expect(formatOrderNumber(42, new Date('2026-11-21T10:00:00Z'))).toBe('261121-0042');
  });

  it('takes the Moscow date late in the UTC evening', () => {
    expect(formatOrderNumber(7, new Date('2026-12-31T21:30:00Z'))).toBe('270101-0007');
  });

  it('keeps long ids whole', () => {
    expect(formatOrderNumber(1234567, new Date('2026-01-05T00:00:00Z'))).toBe('260105-1234567');
  });
});
