import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Plugin } from 'vite';

export const FIRST_SCREEN_MODULE = 'server/first-screen.mjs';
const ENTRY = 'src/app/first-screen/render-first-screen.tsx';
// `react-dom/server` also brings the streaming renderer, which renderToStaticMarkup never uses;
// the server keeps every line it loads.
const STATIC_MARKUP_RENDERER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-server-legacy.node.production.js',
);

/**
 * Issue 14: one `.mjs` file (the precompress plugin leaves it alone), as the server cannot
 * import TypeScript.
 */
export function firstScreenBuild(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'flowers-first-screen-build',
    apply: (config, env) => env.command === 'build' && config.build?.ssr === undefined,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        resolve: { alias: { 'react-dom/server': STATIC_MARKUP_RENDERER } },
        build: {
          ssr: ENTRY,
          outDir: path.join(outDir, path.dirname(FIRST_SCREEN_MODULE)),
          emptyOutDir: true,
          minify: true,
          rolldownOptions: {
            output: {
              entryFileNames: path.basename(FIRST_SCREEN_MODULE),
              codeSplitting: false,
            },
          },
        },
      });
    },
  };
}
