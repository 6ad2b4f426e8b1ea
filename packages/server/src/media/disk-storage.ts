import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX } from '../http/media-route.ts';
import type { MediaStorage } from './media-storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

function assertSafeKey(key: string): void {
  // Keys are made by the server, but a path escape must be impossible even so.
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe media key: ${key}`);
}

export function createDiskStorage(root: string): MediaStorage & { root: string } {
  return {
    root,
    async put(key, data) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Keys are unique and never rewritten; the row naming a file commits after put().
      await writeFile(file, data);
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(root, key), { force: true });
    },
    async read(key) {
      assertSafeKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
