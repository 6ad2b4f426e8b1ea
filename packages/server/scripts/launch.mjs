// `npm start` runs the server through this: glibc reads its MALLOC_ variables when the process
// starts, before any of Node's code, so the server can only get them from the process that
// starts it. An npm script's `VAR=1 node …` prefix would not run in Windows' cmd.
// Usage: node launch.mjs [node options…] script.js [arguments…]
import { spawn } from 'node:child_process';
import process from 'node:process';

// As the image has them. Photo decoding leaves hundreds of MB behind in the per-thread arenas
// glibc otherwise adds; one arena: photos are encoded one per core, so threads rarely contend.
// A fixed mmap threshold keeps glibc from raising it after the first photo's buffers are
// freed, which then took later photos' buffers from the arena and kept them: the ad-creation
// bench's peak up to 10 MB lower, its time the same.
const ALLOCATOR = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' };
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];

const env = { ...process.env };
if (process.platform === 'linux') {
  for (const [name, value] of Object.entries(ALLOCATOR)) env[name] ??= value;
}

const child = spawn(process.execPath, process.argv.slice(2), { stdio: 'inherit', env });
const forward = (signal) => child.kill(signal);
for (const signal of FORWARDED) process.on(signal, forward);

child.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  for (const name of FORWARDED) process.off(name, forward);
  // Died of a signal: die of the same one, so whoever started us sees what happened.
  if (signal !== null) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
