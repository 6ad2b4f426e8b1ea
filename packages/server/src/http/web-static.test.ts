import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from './web-static.ts';

let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flowers-static-'));
  const web = path.join(root, 'web');
  const media = path.join(root, 'media');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await mkdir(path.join(media, 'ads'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(media, 'ads', 'photo-480.webp'), 'webp');
  app = Fastify();
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
});
