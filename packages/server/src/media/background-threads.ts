import { readdir } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

/**
 * The nice value of every thread but the one that answers requests. On one busy core a
 * request then waits for a photo's threads no longer than the scheduler's slice, while the
 * photo still gets every moment the requests leave free.
 */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers the scheduling priority of every thread of this process except the main one, to
 * BACKGROUND_NICENESS. On Linux the nice value belongs to each thread and a new thread starts
 * with its creator's: libvips creates its workers from libuv's pool threads (on the first
 * photo, and again after each idle spell, when they have exited), so once the pool threads
 * are lowered every photo runs below the event loop. Call it from the main thread once
 * start-up has created libuv's pool; elsewhere than Linux there is no per-thread nice value
 * and nothing happens.
 */
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
    // The main thread's id is the process id.
    if (thread === process.pid) continue;
    try {
      if (getPriority(thread) >= BACKGROUND_NICENESS) continue;
      setPriority(thread, BACKGROUND_NICENESS);
    } catch {
      // The thread ended since the listing.
    }
  }
}
