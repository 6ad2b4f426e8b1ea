// Runs the vite CLI with the given arguments, e.g. `node scripts/vite.mjs build`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The vite that @vitejs/plugin-react imports: when two vite majors are installed, a dev
// server from one and the React plugin from the other break Fast Refresh.
const require = createRequire(import.meta.url);
const pluginRequire = createRequire(require.resolve('@vitejs/plugin-react'));
const viteBin = join(dirname(pluginRequire.resolve('vite/package.json')), 'bin', 'vite.js');

// vite.config.ts imports @flowers/domain, which ships TypeScript source; only the module
// runner loader can evaluate it (the default loader leaves workspace packages to Node).
const args = [viteBin, ...process.argv.slice(2), '--configLoader', 'runner'];
const child = spawn(process.execPath, args, {
  cwd: join(dirname(fileURLToPath(import.meta.url)), '..'),
  stdio: 'inherit',
});
// A supervisor may signal only this process; the dev server must not outlive it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
