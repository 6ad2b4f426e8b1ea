import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { BACKGROUND_NICENESS } from './background-threads.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

// A process of its own: the priorities it lowers are its threads', not the test runner's.
const CHILD = `
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import sharp from 'sharp';
import { lowerBackgroundThreads } from './src/media/background-threads.ts';

const mainBefore = getPriority(process.pid);
await lowerBackgroundThreads();
// libvips starts its workers only now, for this photo.
await sharp({ create: { width: 800, height: 600, channels: 3, background: 'red' } })
  .webp()
  .toBuffer();
const threads = readdirSync('/proc/self/task').map((id) => ({
  id: Number(id),
  name: readFileSync('/proc/self/task/' + id + '/comm', 'utf8').trim(),
  nice: getPriority(Number(id)),
}));
console.log(JSON.stringify({ pid: process.pid, mainBefore, threads }));
`;

interface ChildReport {
  pid: number;
  mainBefore: number;
  threads: { id: number; name: string; nice: number }[];
}

it.skipIf(process.platform !== 'linux')(
  'lowers every thread but the main one, and the libvips workers started afterwards',
  async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', CHILD],
      { cwd: SERVER_DIR },
    );
    const { pid, mainBefore, threads } = JSON.parse(stdout) as ChildReport;

    const main = threads.find((thread) => thread.id === pid);
    const others = threads.filter((thread) => thread.id !== pid);
    expect(main?.nice).toBe(mainBefore);
    expect(others.filter((thread) => thread.nice < BACKGROUND_NICENESS)).toEqual([]);
    expect(others.some((thread) => thread.name === 'libvips worker')).toBe(true);
  },
);
