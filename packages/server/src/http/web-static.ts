import { NOT_FOUND_MESSAGE, type PublicConfig } from '@flowers/domain';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL, MEDIA_URL_PREFIX } from './media-route.ts';
import { loadAppPage, readAppTemplate } from './app-page.ts';
import {
  createFirstScreenPage,
  loadFirstScreenRenderer,
  type CatalogueFirstAds,
} from './first-screen-page.ts';
import { textResponse } from './text-response.ts';

const PAYMENT_RESULT_PAGES = ['/api/success-page', '/api/fail-page'];
// spec §2; with a query the app decides.
const CATALOGUE_PAGES = ['/', '/catalog'];
const SERVER_ONLY_DIR = '/server/';

export interface FirstScreenSources {
  catalogue: () => Promise<CatalogueFirstAds>;
  publicConfig: () => Promise<PublicConfig>;
}

export async function registerStatic(
  app: FastifyInstance,
  options: {
    mediaDir: string | null;
    webDistDir: string | null;
    firstScreen?: FirstScreenSources;
  },
): Promise<void> {
  if (options.mediaDir !== null) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.mediaDir),
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      },
    });
  }

  const webDir = options.webDistDir;
  const hasWeb = webDir !== null && existsSync(path.join(webDir, 'index.html'));
  const template = hasWeb ? readAppTemplate(path.join(webDir, 'index.html')) : null;
  const appPage = template === null ? null : await loadAppPage(template);
  if (webDir !== null && template !== null && appPage !== null) {
    await app.register(fastifyStatic, {
      root: path.resolve(webDir),
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts).
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith(SERVER_ONLY_DIR),
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash; index.html must always be fresh.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
      },
    });
    for (const url of PAYMENT_RESULT_PAGES) {
      app.get(
        url,
        { config: { public: true }, schema: { response: { 200: textResponse('text/html') } } },
        (request, reply) => appPage.send(request, reply),
      );
    }
    const render = options.firstScreen && (await loadFirstScreenRenderer(webDir));
    if (options.firstScreen && render) {
      const page = createFirstScreenPage({
        ...options.firstScreen,
        template,
        render,
        fallback: appPage,
        log: app.log,
      });
      for (const url of CATALOGUE_PAGES) {
        app.get(
          url,
          { config: { public: true }, schema: { response: { 200: textResponse('text/html') } } },
          (request, reply) =>
            request.url.includes('?') ? appPage.send(request, reply) : page.send(request, reply),
        );
      }
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      appPage !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(MEDIA_URL_PREFIX) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return appPage.send(request, reply);
    return reply.status(404).send({ error: NOT_FOUND_MESSAGE });
  });
}
