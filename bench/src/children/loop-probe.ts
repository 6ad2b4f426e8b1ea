import { appendFileSync, readFileSync } from 'node:fs';

/** A turn of the event loop that came this late is written down. */
const NOTED_GAP_MS = 20;
const TICK_MS = 5;

export interface LoopGap {
  /** Epoch milliseconds at the gap's end. */
  at: number;
  gapMs: number;
  /** Of the gap, the main thread's time on a CPU (its own work: JavaScript, WASM, GC). */
  cpuMs: number | null;
  /** Of the gap, the main thread's time runnable but waiting for a CPU (the machine's load). */
  waitMs: number | null;
}

/** The main thread's time on a CPU and waiting for one, in ns (Linux schedstat), or null. */
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

/**
 * Appends, as JSON lines to `file`, every turn of the event loop that came more than 20 ms late,
 * with how much of the wait the main thread ran and how much it waited for a core: on a shared
 * machine most of a delay can be other processes', which the server's delay histogram does
 * not tell apart.
 */
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
