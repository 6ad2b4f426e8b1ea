import type { Plugin } from 'vite';

export interface FirstLoadChunk {
  plugin: Plugin;
  /** For a code-splitting group: whether the page's first load runs this module of ours. */
  test: (id: string) => boolean;
}

/**
 * Rolldown gave every module that the entry shares with a lazy screen a chunk of its own: the
 * first load was 23 scripts. Each is a request (on Slow 4G over HTTP/1.1's six connections, a
 * round trip of 562 ms per six) and a module to link; with the CPU slowed 4× Chromium spent
 * 120 ms only starting their requests. The app's own modules that the page imports statically
 * go into its entry chunk. Other packages' modules stay with Rolldown, which keeps each export
 * where it is used: through its barrel the entry reaches every rule of the domain package, and
 * taken whole they added 28 kB (gzip) to the first load.
 */
export function firstLoadChunk(): FirstLoadChunk {
  const firstLoad = new Set<string>();
  let root = '';
  return {
    test: (id) => firstLoad.has(id),
    plugin: {
      name: 'flowers-first-load-chunk',
      apply: 'build',
      configResolved(config) {
        root = `${config.root}/`;
      },
      // After the module graph is complete, before Rolldown forms the chunks.
      buildEnd() {
        firstLoad.clear();
        const seen = new Set<string>();
        const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          if (id.startsWith(root) && !id.includes('/node_modules/')) firstLoad.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}
