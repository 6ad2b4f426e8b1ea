import { describe, expect, it } from 'vitest';
import { createLogThrottle } from './log-throttle.ts';

describe('log throttle', () => {
  it('writes at most the allowed lines per window and counts the dropped ones into the next', () => {
    const throttle = createLogThrottle({ perWindow: 3, windowMs: 60_000 });
    const lines: number[] = [];
    for (let i = 0; i < 100; i += 1) throttle(1_000 + i, (dropped) => lines.push(dropped));
    expect(lines).toEqual([0, 0, 0]);
    throttle(61_000, (dropped) => lines.push(dropped));
    expect(lines).toEqual([0, 0, 0, 97]);
  });
});
