// `npm run build` and `npm start` run this: bundle the server into dist/main.js only when its
// sources (or the domain package's, which it bundles) are newer than the bundle.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { staleReason } from '../../../scripts/stale-build.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(serverDir, 'dist');
const bundle = join(outdir, 'main.js');
// The photo pool's threads load their own module, found beside main.js (src/media/photo-pool.ts).
const entryPoints = {
  main: join(serverDir, 'src', 'main.ts'),
  'photo-worker': join(serverDir, 'src', 'media', 'photo-worker.ts'),
};
const inputs = ['src', '../domain/src', 'package.json', 'scripts/build-if-needed.mjs'].map((p) =>
  join(serverDir, p),
);
const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
// Workspace packages ship TypeScript source, which Node 20 cannot load: they go into the bundle.
const isWorkspacePackage = (name) => name.startsWith('@flowers/');

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// npm packages stay outside the bundle (native sharp, PGlite's wasm, and the rest load from
// node_modules as usual); each must be a runtime dependency, or the production image lacks it.
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path, kind }) => {
      if (kind === 'entry-point' || path.startsWith('node:')) return undefined;
      const name = packageName(path);
      if (isWorkspacePackage(name)) return undefined;
      if (!(name in dependencies)) {
        return { errors: [{ text: `${name} is imported but is not in dependencies` }] };
      }
      return { path, external: true };
    });
  },
};

const reason = Object.keys(entryPoints).reduce(
  (found, name) => found ?? staleReason(join(outdir, `${name}.js`), inputs, serverDir),
  null,
);
if (reason === null) {
  console.log('server: dist is up to date, skipping the build');
  process.exit(0);
}
console.log(`server: bundling dist/ (${reason})`);
await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Node keeps a loaded map in its heap for --enable-source-maps; the sources themselves are in
  // the repository and the image, so the map only needs lines.
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [keepPackagesExternal],
});
console.log('server: build finished');
