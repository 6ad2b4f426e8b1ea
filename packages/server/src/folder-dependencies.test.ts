import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = fileURLToPath(new URL('.', import.meta.url));
const DOMAIN_SRC = fileURLToPath(new URL('../../domain/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const topFolder = (root: string, file: string): string | null => {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return rest.length === 0 || first === '..' ? null : (first ?? null);
};

/**
 * Each pair of top-level folders under `root` whose files import each other, as
 * `a ⇄ b (a/x.ts → b/y.ts, b/y.ts → a/z.ts)`. Type-only imports count: they tie the folders
 * together as much as any. Tests may reach across to set the scene, and files at the root
 * (app.ts) compose every folder, so neither counts.
 */
function twoWayFolderDependencies(root: string): string[] {
  const firstImport = new Map<string, string>();
  for (const file of sourceFiles(root)) {
    const from = topFolder(root, file);
    if (from === null || /\.test\.tsx?$/.test(file)) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = topFolder(root, path.resolve(path.dirname(file), fileName));
      const edge = `${from}→${to}`;
      if (to === null || to === from || firstImport.has(edge)) continue;
      firstImport.set(edge, `${path.relative(root, file)} → ${fileName}`);
    }
  }
  const pairs: string[] = [];
  for (const [edge, there] of firstImport) {
    const [from, to] = edge.split('→') as [string, string];
    const back = firstImport.get(`${to}→${from}`);
    if (back !== undefined && from < to) pairs.push(`${from} ⇄ ${to} (${there}; ${back})`);
  }
  return pairs.sort();
}

describe('folder dependencies (issue #10)', () => {
  it('has no two server folders that import each other', () => {
    expect(twoWayFolderDependencies(SERVER_SRC)).toEqual([]);
  });

  it('has no two domain subjects that import each other', () => {
    expect(twoWayFolderDependencies(DOMAIN_SRC)).toEqual([]);
  });
});
