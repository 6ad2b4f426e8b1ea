import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Telegram Web shows mini apps in an iframe, so framing by web.telegram.org must be allowed. */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org'];

export async function registerSecurity(
  app: FastifyInstance,
  options: { writesPerMinute: number },
): Promise<void> {
  await app.register(helmet, {
    // X-Frame-Options cannot name another origin; CSP frame-ancestors replaces it.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        frameAncestors: FRAME_ANCESTORS,
        // Telegram profile photos come from its CDN; previews of picked photos are blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Emotion (MUI) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
  });

  // Personal data (card numbers, orders, roles) travels under /api/: no cache on the way, a
  // shared proxy above all, may keep any of it. One rule for every route, present and future,
  // errors included; nothing there is worth caching (the catalogue has its own snapshot).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
  });

  await app.register(rateLimit, {
    max: options.writesPerMinute,
    timeWindow: '1 minute',
    // Reads are cheap and cached; only writes are limited.
    allowList: (request) => request.method === 'GET' || request.method === 'HEAD',
  });
}
