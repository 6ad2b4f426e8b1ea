import { readdir } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

/** On a busy core a request then waits for photo threads no longer than a scheduler slice. */
export const BACKGROUND_NICENESS = 10;

// A new Linux thread inherits its creator's nice value; libvips' workers come from libuv's pool.
export async function lowerBackgroundThreads(): Promise<void> {
  let threads: string[];
  try {
    // Asynchronous on purpose: it is itself work for libuv's pool, which then surely exists.
    threads = await readdir('/proc/self/task');
  } catch {
    return;
  }
  for (const name of threads) {
    const thread = Number(name);
    if (thread === process.pid) continue;
    try {
      if (getPriority(thread) >= BACKGROUND_NICENESS) continue;
      setPriority(thread, BACKGROUND_NICENESS);
    } catch {
      // The thread ended since the listing.
    }
  }
}
