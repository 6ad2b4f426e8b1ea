import { BRAND } from './src/texts/common';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { bundleTreemap } from './vite-plugins/bundle-treemap';
import { deferredAppModules } from './vite-plugins/deferred-app-modules';
import { firstLoadChunk } from './vite-plugins/first-load-chunk';
import { firstScreenBuild } from './vite-plugins/first-screen-build';
import { inlineFirstLoadCss } from './vite-plugins/inline-first-load-css';
import { precompress } from './vite-plugins/precompress';

const BACKEND_URL = 'http://localhost:3000';

// Payment result pages live under /api (spec §2) but are screens of this app.
const SPA_PATHS_UNDER_API = new Set(['/api/success-page', '/api/fail-page']);

// React changes less often than anything else we ship: its own chunk keeps its hash across
// releases. The rest of the first load is one chunk; everything else Rolldown splits by route,
// so lazy screens keep their libraries (forms, checkout and ad-creation code, dialogs) out of
// the catalogue's first load.
const REACT_CHUNK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

const QUERY_CHUNK = /[\\/]node_modules[\\/]@tanstack[\\/]/;

const firstLoad = firstLoadChunk();

function brandTitle(): Plugin {
  return {
    name: 'flowers-brand-title',
    transformIndexHtml: (html) => html.replace('%BRAND_NAME%', BRAND.name),
  };
}

export default defineConfig({
  plugins: [
    react(),
    firstLoad.plugin,
    brandTitle(),
    precompress(),
    bundleTreemap(),
    firstScreenBuild(),
    deferredAppModules(),
    inlineFirstLoadCss(),
  ],
  server: {
    proxy: {
      '/api': {
        target: BACKEND_URL,
        bypass: (req) => {
          const pathname = new URL(req.url ?? '/', BACKEND_URL).pathname;
          return SPA_PATHS_UNDER_API.has(pathname) ? '/index.html' : undefined;
        },
      },
      '/socket.io': { target: BACKEND_URL, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_CHUNK, priority: 2 },
            { name: 'query', test: QUERY_CHUNK, priority: 1 },
            { name: 'app', test: firstLoad.test },
          ],
        },
      },
    },
  },
});
