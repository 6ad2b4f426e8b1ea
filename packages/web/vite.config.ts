import { BRAND } from '@flowers/domain';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const BACKEND_URL = 'http://localhost:3000';

// Payment result pages live under /api (spec §2) but are screens of this app.
const SPA_PATHS_UNDER_API = new Set(['/api/success-page', '/api/fail-page']);

// Long-lived vendor chunks: app releases do not change their hashes.
const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  react: ['react', 'react-dom', 'scheduler'],
  router: ['react-router', 'cookie', 'set-cookie-parser'],
  mui: ['@mui', '@emotion', '@popperjs', 'react-transition-group', 'stylis', 'clsx'],
  query: ['@tanstack'],
  telegram: ['@tma.js', 'fp-ts', 'valibot', 'better-promises', 'error-kid', 'mitt'],
};

function vendorChunk(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  const pkg = match?.[1];
  if (pkg === undefined) return undefined;
  for (const [chunk, packages] of Object.entries(VENDOR_CHUNKS)) {
    if (packages.some((name) => pkg === name || pkg.startsWith(`${name}/`))) return chunk;
  }
  return 'vendor';
}

function brandTitle(): Plugin {
  return {
    name: 'flowers-brand-title',
    transformIndexHtml: (html) => html.replace('%BRAND_NAME%', BRAND.name),
  };
}

export default defineConfig({
  plugins: [react(), brandTitle()],
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
    rollupOptions: {
      output: { manualChunks: vendorChunk },
    },
  },
});
