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
console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX ?? null }));
setInterval(() => {}, 1000);
`;

function launch(env: NodeJS.ProcessEnv, script = CHILD) {
  const child = spawn(process.execPath, [LAUNCHER, '--eval', script], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const reported = new Promise<{ arenas: string | null }>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line !== undefined) resolve(JSON.parse(line) as { arenas: string | null });
    });
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, reported, exited, output: () => output };
}

const envWithout = (name: string) =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== name));

describe('the npm start launcher', () => {
  it.runIf(process.platform === 'linux')(
    'starts the server with MALLOC_ARENA_MAX=1 on Linux when it is unset, as the image does',
    async () => {
      const run = launch(envWithout('MALLOC_ARENA_MAX'));
      expect(await run.reported).toEqual({ arenas: '1' });
      run.child.kill('SIGTERM');
      await run.exited;
    },
  );

  it('leaves a MALLOC_ARENA_MAX that is already set as it is', async () => {
    const run = launch({ ...process.env, MALLOC_ARENA_MAX: '4' });
    expect(await run.reported).toEqual({ arenas: '4' });
    run.child.kill('SIGTERM');
    await run.exited;
  });

  it('passes SIGTERM on to the server and exits with the server’s exit code', async () => {
    const run = launch(envWithout('MALLOC_ARENA_MAX'));
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
