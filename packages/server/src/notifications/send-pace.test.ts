import { describe, expect, it } from 'vitest';
import { slidingWindow } from './send-pace.ts';

/** Books `count` sends, each asked for at `askedAt(index)`, and returns their starts. */
function book(perSecond: number, count: number, askedAt: (index: number) => number): number[] {
  const pace = slidingWindow(perSecond);
  const starts: number[] = [];
  for (let index = 0; index < count; index += 1) {
    starts.push(pace.reserve(Math.max(askedAt(index), starts.at(-1) ?? 0)));
  }
  return starts;
}

const mostInAnySecond = (starts: number[]) =>
  Math.max(...starts.map((from) => starts.filter((at) => at >= from && at < from + 1000).length));

describe('the send pace', () => {
  it('never lets more than the limit start in any second', () => {
    const starts = book(28, 200, () => 0);
    expect(mostInAnySecond(starts)).toBe(28);
  });

  it('holds the limit over time: 280 sends asked for at once take ten seconds', () => {
    const starts = book(28, 280, () => 0);
    expect(starts.at(-1)).toBe(9_000);
  });

  it('makes up a stalled half second within the same limit', () => {
    // One send asked for every 36 ms, except that nothing could be asked for in 500–1000 ms.
    const starts = book(28, 56, (index) =>
      index * 36 < 500 || index * 36 >= 1000 ? index * 36 : 1000,
    );
    expect(mostInAnySecond(starts)).toBeLessThanOrEqual(28);
    expect(starts.at(-1)).toBeLessThan(2_100);
  });
});
