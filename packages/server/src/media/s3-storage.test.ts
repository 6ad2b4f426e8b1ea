import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '../http/media-route.ts';
import { createS3Storage, type S3Settings } from './s3-storage.ts';

const BUCKET = 'photos';
// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const settingsFor = (endpoint: string | null): S3Settings => ({
  endpoint,
  bucket: BUCKET,
  region: 'us-east-1',
  ...CREDENTIALS,
});

describe('createS3Storage against an S3-compatible server', () => {
  let directory: string;
  let server: S3rver;
  let storage: Awaited<ReturnType<typeof createS3Storage>>;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'flowers-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    storage = await createS3Storage(settingsFor(endpoint));
  });

  afterAll(async () => {
    storage.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores a photo that browsers read at its public URL, cached as immutable', async () => {
    const photo = Buffer.from('RIFF....WEBPVP8 a stored photo');
    await storage.put('ads/one-480.webp', photo, 'image/webp');

    const response = await fetch(storage.publicUrl('ads/one-480.webp'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(photo);
  });

  it('removes a stored photo', async () => {
    await storage.put('ads/two-480.webp', Buffer.from('a photo to remove'), 'image/webp');
    await storage.remove('ads/two-480.webp');

    const response = await fetch(storage.publicUrl('ads/two-480.webp'));
    expect(response.status).toBe(404);
  });

  it('passes the readiness check while its bucket answers, and fails it for a missing one', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = await createS3Storage({ ...settingsFor(endpoint), bucket: 'missing' });
    await expect(missing.check()).rejects.toThrow();
    missing.close();
  });
});

describe('createS3Storage public URLs', () => {
  it('point at the endpoint and bucket, path-style, when an endpoint is set', async () => {
    const storage = await createS3Storage(settingsFor('https://storage.example.com'));
    expect(storage.publicUrl('ads/x-480.webp')).toBe(
      'https://storage.example.com/photos/ads/x-480.webp',
    );
  });

  it('point at the AWS bucket address when no endpoint is set', async () => {
    const storage = await createS3Storage(settingsFor(null));
    expect(storage.publicUrl('ads/x-480.webp')).toBe(
      'https://photos.s3.us-east-1.amazonaws.com/ads/x-480.webp',
    );
  });

  it('use a configured public base, such as a CDN, when given one', async () => {
    const storage = await createS3Storage(settingsFor(null), 'https://cdn.example.com/media/');
    expect(storage.publicUrl('ads/x-480.webp')).toBe(
      'https://cdn.example.com/media/ads/x-480.webp',
    );
  });
});
