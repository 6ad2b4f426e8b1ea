import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/database.ts';
import { MIGRATIONS_DIR } from '../package-paths.ts';

let template: Promise<Blob> | null = null;

/** Skips initdb and migrations; named by their version, so later runs only read it. */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= loadOrMakeTemplate();
  return template;
}

async function loadOrMakeTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `flowers-pglite-template-${await templateKey()}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved !== null) return new Blob([saved]);
  const handle = await openDatabase({ kind: 'pglite', dir: null });
  try {
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: loading then costs no inflating, which every file repeats.
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a process starting at the same time reads a whole file or none.
    const partial = `${file}.${randomBytes(6).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(path.dirname(pgliteEntry), '..', 'package.json');
  const { version } = JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string };
  hash.update(version);
  const files = await readdir(MIGRATIONS_DIR, { recursive: true, withFileTypes: true });
  const paths = files
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of paths) {
    hash.update(path.relative(MIGRATIONS_DIR, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}
