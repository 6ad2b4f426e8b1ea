import { spawn, type ChildProcess } from 'node:child_process';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Child {
  name: string;
  /** The process id, to read its CPU time from /proc. */
  pid: number | undefined;
  output(): string;
  exited(): boolean;
  signal(signal: NodeJS.Signals): Promise<Exit>;
  /** A signal that need not end it: SIGSTOP freezes it, SIGCONT thaws it. */
  send(signal: NodeJS.Signals): void;
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
  const exit = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      log += `\n${error.message}`;
      resolve({ code: null, signal: null });
    });
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    pid: child.pid,
    output: () => log,
    exited,
    async signal(signal) {
      if (!exited()) child.kill(signal);
      return exit;
    },
    send(signal) {
      if (!exited()) child.kill(signal);
    },
    async stop(graceMs = 15_000) {
      if (!exited()) {
        child.kill('SIGCONT');
        child.kill('SIGTERM');
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const { code } = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

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
