// `npm start` runs the server through this: glibc reads MALLOC_ARENA_MAX when the process
// starts, before any of Node's code, so the server can only get it from the process that
// starts it. An npm script's `VAR=1 node …` prefix would not run in Windows' cmd.
// Usage: node launch.mjs [node options…] script.js [arguments…]
import { spawn } from 'node:child_process';
import process from 'node:process';

// Photo decoding leaves hundreds of MB behind in the per-thread arenas glibc otherwise adds;
// one arena, as the image has: photos are encoded one per core, so threads rarely contend.
const ARENAS = '1';
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];

const env = { ...process.env };
if (process.platform === 'linux' && env.MALLOC_ARENA_MAX === undefined) {
  env.MALLOC_ARENA_MAX = ARENAS;
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
