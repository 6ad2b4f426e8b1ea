import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Ad, PublicConfig } from '@flowers/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueFirstAds } from './first-screen-page.ts';
import { registerStatic } from './web-static.ts';

const INLINE_SCRIPT = 'window.early = 1;';
const PAGE =
  '<!doctype html><html><head><title>app</title>' +
  `<script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
// Stands in for the web build's renderer: it writes what it is given as it is, unescaped,
// so the page shows exactly which ad fields the server handed over.
const RENDERER = `
export function renderFirstScreen(ads, config) {
  return {
    head: '<link rel="preload" as="image" href="/first.webp">',
    body: '<div id="first-screen">' + config.operator.name + JSON.stringify(ads) +
      ads.map((ad) => ad.title).join('') + '</div>',
  };
}
`;
const CONFIG: PublicConfig = {
  demo: true,
  supportUrl: 'https://t.me/support',
  offerPath: '/oferta',
  bot: null,
  operator: {
    name: 'ИП Цветкова',
    inn: '1',
    ogrn: '2',
    address: 'Москва',
    email: 'a@b.ru',
    phone: '+7',
  },
};
const SELLER_TELEGRAM_ID = '731904455';

function ad(id: number, title: string): Ad {
  return {
    id,
    title,
    description: 'Свежие, из Голландии',
    price: 2600,
    original_price: 2000,
    address: 'Москва, Тверская, 1',
    phone: '+79991234567',
    status: 'new',
    created_at: '2026-11-24T08:00:00.000Z',
    username: 'florist',
    user_id: SELLER_TELEGRAM_ID,
    image_urls: ['/media/ads/1-480.webp'],
    photos: [{ card: '/media/ads/1-480.webp', gallery: '/media/ads/1-1280.webp' }],
    reject_reason: 'не виден букет',
  };
}

function snapshotOf(ads: Ad[]): CatalogueFirstAds {
  return { first: ads };
}

let app: FastifyInstance;
let root: string;
let catalogue: CatalogueFirstAds | Error;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flowers-first-screen-'));
  await mkdir(path.join(root, 'server'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), PAGE);
  await writeFile(path.join(root, 'server', 'first-screen.mjs'), RENDERER);
  app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  await registerStatic(app, {
    mediaDir: null,
    webDistDir: root,
    firstScreen: {
      catalogue: () =>
        catalogue instanceof Error ? Promise.reject(catalogue) : Promise.resolve(catalogue),
      publicConfig: () => Promise.resolve(CONFIG),
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(() => {
  catalogue = snapshotOf([ad(1, 'Розы'), ad(2, 'Пионы')]);
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the catalogue page with its first screen drawn in', () => {
  it('answers / and /catalog with the first screen before the app root', async () => {
    for (const url of ['/', '/catalog']) {
      const { body, statusCode } = await get(url);
      expect(statusCode).toBe(200);
      expect(body).toMatch(/<div id="first-screen">.*Розы.*Пионы.*<\/div><div id="root">/);
      expect(body).toContain('<title>app</title><link rel="preload" as="image"');
    }
  });

  it('leaves every other page plain, and the catalogue with a query to the app', async () => {
    for (const url of ['/profile', '/catalog?ad=2', '/?q=розы']) {
      const { body } = await get(url);
      expect(body).toBe(PAGE);
    }
  });

  it('hands the renderer only what a card shows: no seller id, phone, address or notes', async () => {
    const { body } = await get('/');
    expect(body).not.toContain(SELLER_TELEGRAM_ID);
    expect(body).toContain('"user_id":"000000000"');
    for (const secret of ['+79991234567', 'Тверская', 'Голландии', 'не виден букет']) {
      expect(body).not.toContain(secret);
    }
    expect(body).toContain('"price":2600,"original_price":2600');
  });

  it('draws the catalogue as it is now', async () => {
    expect((await get('/')).body).toContain('Розы');
    catalogue = snapshotOf([ad(3, 'Тюльпаны')]);
    const { body } = await get('/');
    expect(body).toContain('Тюльпаны');
    expect(body).not.toContain('Розы');
  });

  it("lets only index.html's own inline script run, whatever the screen holds", async () => {
    catalogue = snapshotOf([ad(1, '<script>steal()</script>')]);
    const response = await get('/');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('serves the plain page when the catalogue cannot be read', async () => {
    catalogue = new Error('database down');
    const { body, statusCode } = await get('/');
    expect(statusCode).toBe(200);
    expect(body).toBe(PAGE);
  });

  it('does not serve the renderer itself', async () => {
    const { statusCode } = await get('/server/first-screen.mjs');
    expect(statusCode).toBe(404);
  });
});
