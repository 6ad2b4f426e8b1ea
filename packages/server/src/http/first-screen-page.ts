import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Ad, PublicConfig } from '@flowers/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createAppPage, type AppPage, type AppTemplate } from './app-page.ts';

/**
 * The web build's renderer of the catalogue's first screen, written beside index.html by
 * packages/web/vite-plugins/first-screen-build.ts: the app's own components, run here.
 */
const FIRST_SCREEN_MODULE = path.join('server', 'first-screen.mjs');

/**
 * The catalogue's first ads, newest first (ads/catalogue-snapshot.ts): one object per snapshot,
 * so a new object means the catalogue changed.
 */
export interface CatalogueFirstAds {
  first: readonly Ad[];
}

export interface FirstScreen {
  /** Preloads of the first photos, for <head>. */
  head: string;
  /** The screen, for <body> before the app's #root. */
  body: string;
}

export type RenderFirstScreen = (ads: readonly Ad[], config: PublicConfig) => FirstScreen;

/** Null when the web build has no renderer (an older build): then the plain page is served. */
export async function loadFirstScreenRenderer(webDir: string): Promise<RenderFirstScreen | null> {
  const file = path.join(webDir, FIRST_SCREEN_MODULE);
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: unknown };
  if (typeof loaded.renderFirstScreen !== 'function') {
    throw new Error(`${file} exports no renderFirstScreen`);
  }
  return loaded.renderFirstScreen as RenderFirstScreen;
}

const ZEROS = /\d/g;

/**
 * What a card shows, and no more: the page is fetched without init data, so it is public.
 * The seller's id is the person's Telegram id: only zeros of its length stand in for it, which
 * the page keeps invisible until the signed-in app draws the real card.
 */
export function publicCardAd(ad: Ad): Ad {
  return {
    id: ad.id,
    title: ad.title,
    description: null,
    price: ad.price,
    original_price: ad.price,
    address: '',
    phone: '',
    status: ad.status,
    created_at: ad.created_at,
    username: ad.username,
    user_id: ad.user_id.replace(ZEROS, '0'),
    image_urls: ad.image_urls,
    ...(ad.photos !== undefined && { photos: ad.photos }),
  };
}

const HEAD_END = '</title>';
const ROOT = '<div id="root">';

/** index.html with the screen drawn in: preloads after the title, the screen before #root. */
export function pageWithFirstScreen(template: string, screen: FirstScreen): string {
  const headAt = template.indexOf(HEAD_END);
  const rootAt = template.indexOf(ROOT);
  if (headAt < 0 || rootAt < headAt) throw new Error('index.html has no <title> or #root');
  const afterTitle = headAt + HEAD_END.length;
  return (
    template.slice(0, afterTitle) +
    screen.head +
    template.slice(afterTitle, rootAt) +
    screen.body +
    template.slice(rootAt)
  );
}

export interface FirstScreenPageOptions {
  template: AppTemplate;
  render: RenderFirstScreen;
  catalogue: () => Promise<CatalogueFirstAds>;
  publicConfig: () => Promise<PublicConfig>;
  /** Served when the catalogue cannot be read or drawn. */
  fallback: AppPage;
  log: FastifyBaseLogger;
}

export interface FirstScreenPage {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The page of / and /catalog with the catalogue's first screen in it (issue 14: the first paint
 * needs no JavaScript and no second request). The same for everyone, so it is drawn and
 * compressed once per catalogue snapshot, not per request; requests meanwhile share that work.
 */
export function createFirstScreenPage(options: FirstScreenPageOptions): FirstScreenPage {
  let drawnFor: CatalogueFirstAds | null = null;
  let drawn: Promise<AppPage> | null = null;

  async function draw(body: CatalogueFirstAds): Promise<AppPage> {
    const ads = body.first.map(publicCardAd);
    const screen = options.render(ads, await options.publicConfig());
    const html = pageWithFirstScreen(options.template.html, screen);
    return createAppPage(Buffer.from(html), options.template.csp);
  }

  async function current(): Promise<AppPage> {
    const body = await options.catalogue();
    if (drawn === null || drawnFor !== body) {
      drawnFor = body;
      drawn = draw(body);
      // A failed drawing is tried again with the next request, not kept.
      drawn.catch(() => {
        if (drawnFor === body) drawn = null;
      });
    }
    return drawn;
  }

  return {
    async send(request, reply) {
      try {
        return (await current()).send(request, reply);
      } catch (error) {
        options.log.warn({ err: error }, 'first screen not drawn; the plain page is served');
        return options.fallback.send(request, reply);
      }
    },
  };
}
