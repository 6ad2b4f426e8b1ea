import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Ad, PublicConfig } from '@flowers/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createAppPage, type AppPage, type AppTemplate } from './app-page.ts';

/** Written beside index.html by packages/web/vite-plugins/first-screen-build.ts. */
const FIRST_SCREEN_MODULE = path.join('server', 'first-screen.mjs');

export interface CatalogueFirstAds {
  first: readonly Ad[];
}

export interface FirstScreen {
  head: string;
  body: string;
}

export type RenderFirstScreen = (ads: readonly Ad[], config: PublicConfig) => FirstScreen;

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

/** The page is public, so the seller's Telegram id is zeros of its length until the app draws. */
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
  fallback: AppPage;
  log: FastifyBaseLogger;
}

export interface FirstScreenPage {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Issue 14: the same for everyone, so drawn and compressed once per snapshot. */
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
