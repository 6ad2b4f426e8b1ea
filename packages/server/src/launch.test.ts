import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LAUNCHER = fileURLToPath(new URL('../scripts/launch.mjs', import.meta.url));

// The server's stand-in: reports its environment, then waits for SIGTERM and leaves with 7.
const CHILD = `
process.on('SIGTERM', () => {
  console.log('child got SIGTERM');
  process.exit(7);
});
console.log(JSON.stringify({
  arenas: process.env.MALLOC_ARENA_MAX ?? null,
  mmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null,
}));
setInterval(() => {}, 1000);
`;

interface Allocator {
  arenas: string | null;
  mmapThreshold: string | null;
}

function launch(env: NodeJS.ProcessEnv, script = CHILD) {
  const child = spawn(process.execPath, [LAUNCHER, '--eval', script], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const reported = new Promise<Allocator>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line !== undefined) resolve(JSON.parse(line) as Allocator);
    });
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, reported, exited, output: () => output };
}

const ALLOCATOR_VARIABLES = ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_'];
const envWithoutAllocator = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !ALLOCATOR_VARIABLES.includes(key)),
  );

describe('the npm start launcher', () => {
  it.runIf(process.platform === 'linux')(
    'starts the server with one glibc arena and a fixed mmap threshold on Linux, as the image does',
    async () => {
      const run = launch(envWithoutAllocator());
      expect(await run.reported).toEqual({ arenas: '1', mmapThreshold: '131072' });
      run.child.kill('SIGTERM');
      await run.exited;
    },
  );

  it('leaves allocator settings that are already set as they are', async () => {
    const run = launch({ ...process.env, MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(await run.reported).toEqual({ arenas: '4', mmapThreshold: '65536' });
    run.child.kill('SIGTERM');
    await run.exited;
  });

  it('passes SIGTERM on to the server and exits with the server’s exit code', async () => {
    const run = launch(envWithoutAllocator());
    await run.reported;
    run.child.kill('SIGTERM');
    const [code, signal] = await run.exited;
    expect(run.output()).toContain('child got SIGTERM');
    expect({ code, signal }).toEqual({ code: 7, signal: null });
  });

  it('exits with the server’s exit code when the server stops by itself', async () => {
    const run = launch(process.env, 'process.exit(3)');
    const [code] = await run.exited;
    expect(code).toBe(3);
  });

  it('dies of the same signal the server died of', async () => {
    const run = launch(process.env, "process.kill(process.pid, 'SIGKILL')");
    const [code, signal] = await run.exited;
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
  });
});
