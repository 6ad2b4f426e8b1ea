import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { registerStatic } from './web-static.ts';

let app: FastifyInstance;
let root: string;
const ASSET_SOURCE = 'console.log("букет");\n'.repeat(200);
const PHOTO_BYTES = Buffer.from('RIFF....WEBPVP8 '.repeat(200));
const PRECOMPRESSED = brotliCompressSync(ASSET_SOURCE);
const INLINE_SCRIPT = 'window.early = 1;';
const PAGE = `<!doctype html><title>app</title><script>${INLINE_SCRIPT}</script>`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flowers-static-'));
  const web = path.join(root, 'web');
  const media = path.join(root, 'media');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await mkdir(path.join(media, 'ads'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), PAGE);
  await writeFile(path.join(web, 'assets', 'index-abc123.js'), ASSET_SOURCE);
  await writeFile(path.join(web, 'assets', 'index-abc123.js.br'), PRECOMPRESSED);
  await writeFile(path.join(media, 'ads', 'photo-480.webp'), PHOTO_BYTES);
  app = Fastify();
  // As in app.ts: route schemas are zod schemas.
  app.setSerializerCompiler(serializerCompiler);
  await registerCompression(app);
  await registerStatic(app, { mediaDir: media, webDistDir: web });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves the web app for client routes such as /catalog and /order/5', async () => {
    for (const url of ['/', '/catalog', '/order/5']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the payment result pages as the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/success-page?orderId=17' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>app</title>');
  });

  it('caches hashed assets and photos for a year', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    const photo = await app.inject({ method: 'GET', url: '/media/ads/photo-480.webp' });
    for (const response of [asset, photo]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a missing photo or asset with 404, not the web app', async () => {
    const photo = await app.inject({ method: 'GET', url: '/media/ads/none.webp' });
    const asset = await app.inject({ method: 'GET', url: '/assets/none.js' });
    expect([photo.statusCode, asset.statusCode]).toEqual([404, 404]);
  });

  it('refuses to leave the media folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/../web/index.html' });
    expect(response.body).not.toContain('<title>app</title>');
  });

  it('serves web assets brotli- or gzip-compressed, as the browser asks', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(ASSET_SOURCE) / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_SOURCE);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_SOURCE);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the web app page brotli- or gzip-compressed, as the browser asks', async () => {
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    const gzip = await app.inject({
      method: 'GET',
      url: '/catalog',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  it("lets the page's own inline script run, and no other", async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('serves an asset the build compressed ahead as that file', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload).toEqual(PRECOMPRESSED);
  });

  it('sends photos as they are: WebP is compressed already', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/ads/photo-480.webp',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(PHOTO_BYTES);
  });
});
