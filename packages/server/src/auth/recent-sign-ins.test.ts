import { describe, expect, it } from 'vitest';
import { createRecentSignIns } from './recent-sign-ins.ts';

const SIGNED = new Date('2026-11-24T05:00:00Z');

describe('createRecentSignIns', () => {
  it('knows init data and its signed date once it is added', () => {
    const recent = createRecentSignIns(2);
    expect(recent.authDateOf('a')).toBeUndefined();
    recent.add('a', SIGNED);
    expect(recent.authDateOf('a')).toEqual(SIGNED);
  });

  it('forgets the oldest init data beyond its capacity', () => {
    const recent = createRecentSignIns(2);
    recent.add('a', SIGNED);
    recent.add('b', SIGNED);
    recent.add('c', SIGNED);
    expect(['a', 'b', 'c'].map((key) => recent.authDateOf(key) !== undefined)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
