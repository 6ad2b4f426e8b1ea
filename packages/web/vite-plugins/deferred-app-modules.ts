import type { Plugin } from 'vite';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const MODULES_ID = 'app-modules';

/** Otherwise 150 kB of JavaScript share a slow network with the first photos (issue 14). */
export function deferredAppModules(): Plugin {
  return {
    name: 'flowers-deferred-app-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (entry === undefined) throw new Error('the built index.html has no module entry');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const modules = JSON.stringify({ entry, preloads });
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(
            ENTRY,
            `\n    <script type="application/json" id="${MODULES_ID}">${modules}</script>`,
          );
      },
    },
  };
}
