import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const APPS = ['packages/server/src', 'packages/web/src', 'e2e/src', 'bench', 'cluster'];

function appSources(): string {
  return APPS.flatMap((dir) =>
    readdirSync(path.join(REPO, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .filter((entry) => !entry.parentPath.includes('node_modules'))
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8')),
  ).join('\n');
}

/** The names the package's entry exports, read from its export lists. */
function entryNames(): string[] {
  const entry = fileURLToPath(new URL('../../domain/src/index.ts', import.meta.url));
  const source = ts.createSourceFile(entry, readFileSync(entry, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) &&
    statement.exportClause &&
    ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe("the domain's entry", () => {
  it('names what it exports, so a rule the apps do not use stays inside the domain', () => {
    const source = readFileSync(
      fileURLToPath(new URL('../../domain/src/index.ts', import.meta.url)),
      'utf8',
    );
    expect(source).not.toMatch(/export \*/);
  });

  it('exports only what the server, the web app or their tools use', () => {
    const apps = appSources();
    const unused = entryNames().filter((name) => !new RegExp(`\\b${name}\\b`).test(apps));
    expect(unused).toEqual([]);
  });
});
