import { appendFileSync, readFileSync } from 'node:fs';

const NOTED_GAP_MS = 20;
const TICK_MS = 5;

export interface LoopGap {
  at: number;
  gapMs: number;
  cpuMs: number | null;
  waitMs: number | null;
}

/** Linux schedstat, in ns. */
function schedstat(): [number, number] | null {
  try {
    const [cpu, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number);
    return cpu === undefined || wait === undefined ? null : [cpu, wait];
  } catch {
    return null;
  }
}

/** On a shared machine much of a delay can be other processes', which the histogram hides. */
export function startLoopProbe(file: string): void {
  let last = performance.now();
  let lastStat = schedstat();
  const timer = setInterval(() => {
    const now = performance.now();
    const stat = schedstat();
    const gapMs = now - last;
    if (gapMs > NOTED_GAP_MS + TICK_MS) {
      const gap: LoopGap = {
        at: Date.now(),
        gapMs,
        cpuMs: stat && lastStat ? (stat[0] - lastStat[0]) / 1e6 : null,
        waitMs: stat && lastStat ? (stat[1] - lastStat[1]) / 1e6 : null,
      };
      appendFileSync(file, `${JSON.stringify(gap)}\n`);
    }
    last = now;
    lastStat = stat;
  }, TICK_MS);
  timer.unref();
}
