const WINDOW_MS = 1_000;

/** A second the process stalled is made up within the limit, at twice the pace at most. */
export function slidingWindow(perSecond: number) {
  const capacity = Math.max(1, Math.floor(perSecond));
  const minGapMs = WINDOW_MS / perSecond / 2;
  const starts: number[] = [];
  return {
    reserve(at: number): number {
      const oldest = starts.length < capacity ? undefined : starts.shift();
      const previous = starts.at(-1) ?? -Infinity;
      const start = Math.max(at, (oldest ?? -Infinity) + WINDOW_MS, previous + minGapMs);
      starts.push(start);
      return start;
    },
  };
}
