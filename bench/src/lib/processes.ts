import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = fileURLToPath(new URL('../../..', import.meta.url));
// Longer than the server's own shutdown grace, so its exit path gets to run first.
const STOP_GRACE_MS = 15_000;

const running = new Set<ChildProcess>();
const cleanups = new Set<() => void>();

export function registerCleanup(stop: () => void): () => void {
  cleanups.add(stop);
  return () => cleanups.delete(stop);
}

export const HAS_TASKSET = spawnSync('taskset', ['--version']).status === 0;

/** taskset execs Node, so the child's pid is Node's own (for /proc/<pid>/status). */
export function nodeCommand(script: string, core: number | null): [string, string[]] {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const node = [process.execPath, ...loader, script];
  if (core === null || !HAS_TASKSET) return [node[0] as string, node.slice(1)];
  return ['taskset', ['-c', String(core), ...node]];
}

export function spawnTracked(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT_DIR, env, stdio: ['pipe', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export type StopOutcome = 'exited' | 'killed';

export async function stopChild(child: ChildProcess): Promise<StopOutcome> {
  if (child.exitCode !== null || child.signalCode !== null) return 'exited';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let outcome: StopOutcome = 'exited';
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    outcome = 'killed';
    child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
  return outcome;
}

export async function stopAll(): Promise<void> {
  for (const stop of cleanups) stop();
  cleanups.clear();
  await Promise.all([...running].map(stopChild));
}

export const runningCount = () => running.size;

export async function runJsonChild<T>(
  script: string,
  input: unknown,
  options: { core: number | null; timeoutMs: number },
): Promise<T> {
  const [command, args] = nodeCommand(script, options.core);
  const child = spawnTracked(command, args);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin?.end(JSON.stringify(input));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  const code = await new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode) => resolve(exitCode)),
  );
  clearTimeout(timer);
  const last = stdout.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || last === '') {
    throw new Error(`${script} failed (exit ${String(code)}):\n${stderr.slice(-2000)}`);
  }
  return JSON.parse(last) as T;
}

export async function readStdinJson<T>(): Promise<T> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return JSON.parse(text) as T;
}

export interface JsonService<T> {
  info: T;
  pid: number;
  stop(): Promise<StopOutcome>;
}

export async function startJsonService<T>(
  script: string,
  input: unknown,
  options: { core: number | null; timeoutMs: number },
): Promise<JsonService<T>> {
  const [command, args] = nodeCommand(script, options.core);
  const child = spawnTracked(command, args);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  child.stdin?.end(JSON.stringify(input));
  try {
    const info = await new Promise<T>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(
        () => reject(new Error(`${script} not ready in time`)),
        options.timeoutMs,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const newline = stdout.indexOf('\n');
        if (newline === -1) return;
        clearTimeout(timer);
        resolve(JSON.parse(stdout.slice(0, newline)) as T);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited (${String(code)}):\n${stderr}`));
      });
    });
    if (child.pid === undefined) throw new Error(`${script} has no pid`);
    return { info, pid: child.pid, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
