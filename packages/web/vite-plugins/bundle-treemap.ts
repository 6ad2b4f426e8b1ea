import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

interface ModuleSize {
  module: string;
  bytes: number;
}

interface ChunkSizes {
  file: string;
  entry: boolean;
  bytes: number;
  modules: ModuleSize[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function moduleLabel(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  const inPackages = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (inPackages?.[1] !== undefined) return inPackages[1];
  return path.relative(root, clean);
}

/** Rendered bytes, before minification's last pass. */
function renderTreemap(chunks: ChunkSizes[]): string {
  const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const rows = chunks
    .sort((a, b) => b.bytes - a.bytes)
    .map((chunk) => {
      const blocks = chunk.modules
        .map((m) => {
          const share = (100 * m.bytes) / Math.max(1, chunk.bytes);
          const label = `${escapeHtml(m.module)} ${(m.bytes / 1024).toFixed(1)} kB`;
          return `<div class="m" style="flex-basis:${share.toFixed(3)}%" title="${label}">${share > 4 ? label : ''}</div>`;
        })
        .join('');
      const height = Math.max(28, Math.round((600 * chunk.bytes) / Math.max(1, total)));
      return (
        `<h2>${escapeHtml(chunk.file)}${chunk.entry ? ' (entry)' : ''} — ` +
        `${(chunk.bytes / 1024).toFixed(1)} kB</h2><div class="c" style="height:${height}px">${blocks}</div>`
      );
    })
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>web build treemap</title>
<style>body{font:12px sans-serif;margin:16px}h2{font-size:13px;margin:12px 0 4px}
.c{display:flex;border:1px solid #999}.m{overflow:hidden;border-right:1px solid #fff;
background:#8ab;color:#000;padding:2px;box-sizing:border-box;white-space:nowrap;text-overflow:ellipsis}
.m:nth-child(even){background:#bcd}</style>
<p>${chunks.length} chunks, ${(total / 1024).toFixed(1)} kB rendered JavaScript</p>
${rows}
<script type="application/json" id="data">${escapeHtml(JSON.stringify(chunks))}</script>\n`;
}

/** The bench sets BUNDLE_TREEMAP=<file.html>. */
export function bundleTreemap(): Plugin {
  const target = process.env.BUNDLE_TREEMAP;
  let root = '';
  return {
    name: 'flowers-bundle-treemap',
    apply: () => target !== undefined && target !== '',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      if (target === undefined) return;
      const chunks: ChunkSizes[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const byLabel = new Map<string, number>();
        for (const [id, info] of Object.entries(output.modules)) {
          const label = moduleLabel(id, root);
          byLabel.set(label, (byLabel.get(label) ?? 0) + info.renderedLength);
        }
        const modules = [...byLabel]
          .map(([module, bytes]) => ({ module, bytes }))
          .filter((m) => m.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
        chunks.push({
          file: output.fileName,
          entry: output.isEntry,
          bytes: modules.reduce((sum, m) => sum + m.bytes, 0),
          modules,
        });
      }
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, renderTreemap(chunks));
    },
  };
}
