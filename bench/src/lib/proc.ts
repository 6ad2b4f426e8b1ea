import { readFile } from 'node:fs/promises';
import { sleep } from './http.ts';

// USER_HZ: /proc reports CPU time in clock ticks, 100 per second on Linux.
const TICKS_PER_SECOND = 100;

export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** So one round's leftovers do not run into the next. */
export async function waitUntilQuiet(
  pid: number,
  options: { timeoutMs: number; windowMs?: number; busyShare?: number },
): Promise<boolean> {
  const windowMs = options.windowMs ?? 500;
  const busyShare = options.busyShare ?? 0.1;
  const deadline = Date.now() + options.timeoutMs;
  let before = await cpuSeconds(pid);
  while (Date.now() < deadline) {
    await sleep(windowMs);
    const after = await cpuSeconds(pid);
    if ((after - before) / (windowMs / 1000) < busyShare) return true;
    before = after;
  }
  return false;
}

export async function peakRssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  if (match?.[1] === undefined) throw new Error(`no VmHWM for pid ${pid}`);
  return Number(match[1]) * 1024;
}
