import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export async function gzipSize(file: string): Promise<BundleFile> {
  const content = await readFile(file);
  return {
    file: path.basename(file),
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
  };
}

// In tags and in the boot script's module list (#app-modules).
const HTML_ASSETS = /"\/?(assets\/[^"]+\.(?:js|css))"/g;
// import("./x.js") is lazy.
const STATIC_IMPORTS = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.(?:js|css))["']/g;

export async function firstLoadFiles(distDir: string): Promise<string[]> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const queue = [...html.matchAll(HTML_ASSETS)].map((m) => path.join(distDir, m[1] ?? ''));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = await readFile(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORTS)) {
      queue.push(path.join(path.dirname(file), match[1] ?? ''));
    }
  }
  return [...seen].sort();
}

export async function allChunkFiles(distDir: string): Promise<string[]> {
  const assets = path.join(distDir, 'assets');
  const names = await readdir(assets);
  return names
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => path.join(assets, name))
    .sort();
}

export function totalGzip(files: BundleFile[]): number {
  return files.reduce((sum, file) => sum + file.gzipBytes, 0);
}
