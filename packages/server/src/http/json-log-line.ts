import { hostname } from 'node:os';

const LEVELS = { fatal: 60, error: 50, warn: 40, info: 30 } as const;

export function jsonLogLine(
  level: keyof typeof LEVELS,
  msg: string,
  extra: Record<string, unknown> = {},
): string {
  return `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...extra, msg })}\n`;
}

/** Node prints process warnings as plain text. */
export function logWarningsAsJson(log: (warning: Error) => void): void {
  process.removeAllListeners('warning');
  process.on('warning', log);
}

/** Whatever ends the process says why in the log's own format, not as a bare stack trace. */
export function exitOnUncaughtAsJson(): void {
  process.on('uncaughtException', (error, origin) => {
    process.stderr.write(
      jsonLogLine('fatal', 'the process ends on an unexpected error', {
        origin,
        err: { message: error.message, stack: error.stack },
      }),
      () => process.exit(1),
    );
  });
}
