import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from './accept-encoding.ts';
import { pageContentSecurityPolicy } from './security.ts';

// Inline classic scripts only: <script src> and modules load from 'self' anyway.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="module")[^>]*>([\s\S]*?)<\/script>/g;

/** The web app's index.html, read, hashed and compressed once at start-up. */
export interface AppPage {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) =>
    createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64'),
  );
}

/**
 * Every client route answers this one page, so it is kept in memory, brotli- and
 * gzip-compressed at the highest levels once, with a CSP that lets its inline script run.
 */
export function loadAppPage(file: string): AppPage {
  const html = readFileSync(file);
  const bodies = {
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };
  const csp = pageContentSecurityPolicy(inlineScriptHashes(html.toString()));
  return {
    send(request, reply) {
      const accepted = request.headers['accept-encoding'];
      const encoding = (['br', 'gzip'] as const).find((coding) =>
        acceptsEncoding(accepted, coding),
      );
      void reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('content-security-policy', csp);
      if (encoding === undefined) return reply.send(html);
      return reply.header('content-encoding', encoding).send(bodies[encoding]);
    },
  };
}
