import { describe, expect, it } from 'vitest';
import { createRecentSignIns } from './recent-sign-ins.ts';

describe('createRecentSignIns', () => {
  it('knows init data once it is added', () => {
    const recent = createRecentSignIns(2);
    expect(recent.has('a')).toBe(false);
    recent.add('a');
    expect(recent.has('a')).toBe(true);
  });

  it('forgets the oldest init data beyond its capacity', () => {
    const recent = createRecentSignIns(2);
    recent.add('a');
    recent.add('b');
    recent.add('c');
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([false, true, true]);
  });
});
