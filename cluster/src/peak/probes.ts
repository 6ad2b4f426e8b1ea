// What the machine spent: process CPU from /proc (Linux), the machine's busy share, Redis's own
// command count, the nodes' pool gauges.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import type pg from 'pg';

// sysconf(_SC_CLK_TCK): 100 on every Linux this runs on.
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of a process, every thread included; null once it is gone. */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The machine's CPU seconds, busy and all, summed over cores. */
export function machineCpu(): { busy: number; total: number } {
  const [line = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

export const loadAverages = () => loadavg().map((value) => Number(value.toFixed(2)));

/** Commands Redis has processed since it started (INFO stats). */
export function redisCommands(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('INFO stats\r\n'));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, 2_000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /total_commands_processed:(\d+)/.exec(text);
      if (match !== null) {
        clearTimeout(timer);
        socket.destroy();
        // INFO itself is one of them.
        resolve(Number(match[1]) - 1);
      }
    });
    socket.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/** CPU seconds of the PostgreSQL backends serving one database, summed as they come and go. */
export function createBackendCpu(sql: pg.Client, database: string) {
  const last = new Map<number, number>();
  let total = 0;
  let sampled = false;
  return {
    async sample(): Promise<number> {
      const { rows } = await sql.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      for (const { pid } of rows) {
        const now = processCpuSeconds(pid);
        if (now === null) continue;
        // A backend born since the last sample counts whole; the first sample is the baseline.
        total += now - (last.get(pid) ?? (sampled ? 0 : now));
        last.set(pid, now);
      }
      sampled = true;
      return total;
    },
  };
}

/** One gauge's value from a node's /metrics text, summed over its series matching `labels`. */
export function metricValue(text: string, name: string, labels = ''): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || !line.includes(labels)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== '{' && rest[0] !== ' ') continue;
    sum += Number(line.split(' ').at(-1));
  }
  return sum;
}
