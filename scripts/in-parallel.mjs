// `npm test` runs its checks through this: each argument is a shell command, all run at once
// (lint and the type check are each one process on one core), and each one's output is printed
// whole when it ends, so the logs do not interleave. Exits non-zero if any command failed.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      resolve(code === 0 && signal === null);
    });
  });
}

const results = await Promise.all(commands.map(run));
const failed = commands.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
