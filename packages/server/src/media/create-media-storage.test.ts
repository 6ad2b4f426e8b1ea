import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMediaStorage } from './create-media-storage.ts';
import { MEDIA_URL_PREFIX } from '../http/media-route.ts';

describe('createMediaStorage', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'flowers-media-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps photos on disk under DATA_DIR/media when no bucket is configured', async () => {
    const { storage, diskDir } = await createMediaStorage({ dataDir, s3: null });

    expect(diskDir).toBe(path.join(dataDir, 'media'));
    expect((await stat(path.join(dataDir, 'media'))).isDirectory()).toBe(true);
    await storage.put('ads/a-480.webp', Buffer.from('photo'), 'image/webp');
    expect(await readFile(path.join(dataDir, 'media', 'ads', 'a-480.webp'), 'utf8')).toBe('photo');
    expect(storage.publicUrl('ads/a-480.webp')).toBe(`${MEDIA_URL_PREFIX}ads/a-480.webp`);
  });

  it('uses the bucket, and serves nothing from disk, when S3 is configured', async () => {
    const s3 = {
      endpoint: 'https://storage.example.com',
      bucket: 'photos',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'ru-central1',
      publicUrl: null,
    };
    const { storage, diskDir } = await createMediaStorage({ dataDir, s3 });

    expect(diskDir).toBeNull();
    expect(storage.publicUrl('ads/a-480.webp')).toBe(
      'https://storage.example.com/photos/ads/a-480.webp',
    );
  });

  it('gives photo addresses under S3_PUBLIC_URL when it is set', async () => {
    const s3 = {
      endpoint: 'http://minio:9000',
      bucket: 'photos',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      publicUrl: 'http://localhost:8080/photos',
    };
    const { storage } = await createMediaStorage({ dataDir, s3 });

    expect(storage.publicUrl('ads/a-480.webp')).toBe('http://localhost:8080/photos/ads/a-480.webp');
  });
});
