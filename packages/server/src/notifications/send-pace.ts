const WINDOW_MS = 1_000;

/**
 * At most `perSecond` sends in any second, Telegram's own measure. Unlike a fixed spacing, a
 * second in which the process stalled (a long query, a pause of the machine) is made up
 * within the same limit, so the pace is held over time and not only between two sends.
 */
export function slidingWindow(perSecond: number) {
  const capacity = Math.max(1, Math.floor(perSecond));
  // When the last `capacity` sends started, oldest first.
  const starts: number[] = [];
  return {
    /** Books the earliest start allowed at or after `at` and returns it. */
    reserve(at: number): number {
      const oldest = starts.length < capacity ? undefined : starts.shift();
      const start = Math.max(at, (oldest ?? -Infinity) + WINDOW_MS);
      starts.push(start);
      return start;
    },
  };
}
