import { describe, expect, it } from 'vitest';
import { AD_STATUSES } from './status';
import { canRelist } from './relist';

describe('canRelist', () => {
  it('offers «Выставить снова» for an expired bouquet', () => {
    expect(canRelist('expired')).toBe(true);
  });

  it('offers «Выставить снова» for a sold bouquet', () => {
    expect(canRelist('completed')).toBe(true);
  });

  it('offers it for no other status', () => {
    const others = AD_STATUSES.filter((status) => status !== 'expired' && status !== 'completed');
    expect(others.filter(canRelist)).toEqual([]);
  });
});
