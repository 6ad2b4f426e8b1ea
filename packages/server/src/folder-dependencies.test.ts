import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = fileURLToPath(new URL('.', import.meta.url));
const DOMAIN_SRC = fileURLToPath(new URL('../../domain/src', import.meta.url));
const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));
const { ranks: SERVER_RANKS } = JSON.parse(
  readFileSync(new URL('../folder-ranks.json', import.meta.url), 'utf8'),
) as { ranks: string[] };

/** Source files that ship: tests may reach anywhere to set the scene, and nothing imports them. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/**
 * Each file's imports of our own files, resolved as the web app (no extension) and the server
 * (`.ts`) write them. Type-only imports count: they tie files together as much as any.
 */
function importGraph(root: string): Map<string, string[]> {
  const files = new Set(sourceFiles(root));
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = path.resolve(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (candidate) => files.has(candidate),
    );
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolve(file, fileName))
      .filter((target) => target !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** Every circle of imports, as its files (Tarjan's strongly connected components). */
function importCircles(root: string): string[][] {
  const graph = importGraph(root);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      circle.push(path.relative(root, member));
    } while (member !== file);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

const topFolder = (root: string, file: string): string | null => {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return rest.length === 0 || first === '..' ? null : (first ?? null);
};

/** Each import from one top-level folder into another, as `from → to (file → import)`. */
function folderImports(root: string): { from: string; to: string; where: string }[] {
  const imports: { from: string; to: string; where: string }[] = [];
  for (const [file, targets] of importGraph(root)) {
    const from = topFolder(root, file);
    for (const target of targets) {
      const to = topFolder(root, target);
      if (from === null || to === null || to === from) continue;
      imports.push({
        from,
        to,
        where: `${path.relative(root, file)} → ${path.relative(root, target)}`,
      });
    }
  }
  return imports;
}

const topFolders = (root: string) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('import circles (CONVENTIONS.md §8)', () => {
  it('has none in the server, root files included', () => {
    expect(importCircles(SERVER_SRC)).toEqual([]);
  });

  it('has none in the web app', () => {
    expect(importCircles(WEB_SRC)).toEqual([]);
  });

  it('has none in the domain', () => {
    expect(importCircles(DOMAIN_SRC)).toEqual([]);
  });
});

describe('server folder ranks (packages/server/folder-ranks.json)', () => {
  it('ranks every server folder once', () => {
    expect([...SERVER_RANKS].sort()).toEqual(topFolders(SERVER_SRC).sort());
  });

  it('has no folder importing one ranked above it', () => {
    const rank = (folder: string) => SERVER_RANKS.indexOf(folder);
    const upward = folderImports(SERVER_SRC)
      .filter(({ from, to }) => rank(to) > rank(from))
      .map(({ where }) => where);
    expect(upward).toEqual([]);
  });

  it('has no folder importing the files at the root that compose the app, but for test/', () => {
    const composers = ['app.ts', 'index.ts', 'main.ts', 'node.ts', 'start-server.ts', 'testing.ts'];
    const inward = [...importGraph(SERVER_SRC)]
      .filter(([file]) => !['test', null].includes(topFolder(SERVER_SRC, file)))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => composers.includes(path.relative(SERVER_SRC, target)))
          .map(
            (target) => `${path.relative(SERVER_SRC, file)} → ${path.relative(SERVER_SRC, target)}`,
          ),
      );
    expect(inward).toEqual([]);
  });
});

describe('domain subjects', () => {
  it('has no two subjects that import each other', () => {
    const edges = new Set(folderImports(DOMAIN_SRC).map(({ from, to }) => `${from}→${to}`));
    const pairs = [...edges].filter((edge) => {
      const [from, to] = edge.split('→') as [string, string];
      return from < to && edges.has(`${to}→${from}`);
    });
    expect(pairs).toEqual([]);
  });
});
