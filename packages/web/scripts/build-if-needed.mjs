// `npm start` runs this: rebuild the web app only when its sources are newer than dist.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from '../../../scripts/stale-build.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(webDir, 'dist', 'index.html');
// The domain package is bundled into the app, so its sources count as ours.
const inputs = ['src', 'index.html', 'vite.config.ts', 'vite-plugins', '../domain/src'].map((p) =>
  join(webDir, p),
);

const reason = staleReason(builtIndex, inputs, webDir);
if (reason === null) {
  console.log('web: dist is up to date, skipping vite build');
  process.exit(0);
}

console.log(`web: running vite build (${reason})`);
// vite.config.ts imports @flowers/domain, which ships TypeScript source; only the module
// runner loader can evaluate it (the default loader leaves workspace packages to Node).
const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const result = spawnSync(process.execPath, [viteBin, 'build', '--configLoader', 'runner'], {
  cwd: webDir,
  stdio: 'inherit',
});
if (result.status !== 0) {
  console.error(
    `web: vite build failed (${result.error?.message ?? `exit code ${result.status}`})`,
  );
  process.exit(result.status ?? 1);
}
console.log('web: build finished');
