import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';

/** Telegram Web shows mini apps in an iframe. */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org'];

export interface SecurityOptions {
  writesPerMinute: number;
  redis?: { client: Redis; keyPrefix: string } | null;
}

const HELMET_OPTIONS: HelmetOptions = {
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
};

export function pageContentSecurityPolicy(inlineScriptHashes: string[]): string {
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  const headers = securityHeaders({
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: {
        ...csp.directives,
        scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
      },
    },
  });
  const policy = headers['content-security-policy'];
  if (policy === undefined) throw new Error('helmet set no Content-Security-Policy');
  return policy;
}

/** Worked out once: @fastify/helmet would rebuild helmet's middleware for every request. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error !== undefined) throw error;
  });
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const headers = securityHeaders(HELMET_OPTIONS);
  // Personal data travels under /api/: no shared proxy may keep any of it, errors included.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done();
  });

  await app.register(rateLimit, {
    max: options.writesPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.method === 'GET' || request.method === 'HEAD',
    ...(options.redis == null
      ? {}
      : {
          redis: options.redis.client,
          nameSpace: `${options.redis.keyPrefix}write-limit:`,
          // A Redis outage lifts the limit rather than refusing every write.
          skipOnError: true,
        }),
  });
}
