/** So an attacker who can trigger a line cannot flood the log. */
export function createLogThrottle(options: { perWindow: number; windowMs: number }) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;
  return (atMs: number, write: (droppedBefore: number) => void): void => {
    if (atMs - windowStart >= options.windowMs) {
      windowStart = atMs;
      written = 0;
    }
    if (written >= options.perWindow) {
      dropped += 1;
      return;
    }
    written += 1;
    write(dropped);
    dropped = 0;
  };
}
