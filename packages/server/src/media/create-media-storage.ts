import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export interface MediaSetup {
  storage: MediaStorage;
  diskDir: string | null;
}

export async function createMediaStorage(
  config: Pick<Config, 'dataDir' | 's3'>,
): Promise<MediaSetup> {
  if (config.s3 !== null) {
    return { storage: await createS3Storage(config.s3, config.s3.publicUrl), diskDir: null };
  }
  const diskDir = path.resolve(config.dataDir, 'media');
  await mkdir(diskDir, { recursive: true });
  return { storage: createDiskStorage(diskDir), diskDir };
}
