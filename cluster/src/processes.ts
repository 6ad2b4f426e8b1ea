import { spawn, type ChildProcess } from 'node:child_process';

export interface Child {
  name: string;
  output(): string;
  exited(): boolean;
  /** SIGTERM, then SIGKILL if it outlives the grace period; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Child {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => (log += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      log += `\n${error.message}`;
      resolve(null);
    });
  });
  return {
    name,
    output: () => log,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Polls until `probe` succeeds; fails with the child's output if it exits or time runs out. */
export async function waitFor(
  child: Child,
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exited()) throw new Error(`${child.name} exited before ${what}:\n${child.output()}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(`${child.name}: no ${what} in ${timeoutMs} ms:\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
