import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from './accept-encoding.ts';
import { pageContentSecurityPolicy } from './security.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// <script src> and modules load from 'self' anyway.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="module")[^>]*>([\s\S]*?)<\/script>/g;

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

/** Only the template's own inline scripts may run: nothing added to the page can be allowed. */
export async function createAppPage(html: Buffer, csp: string): Promise<AppPage> {
  const [br, gz] = await Promise.all([
    brotliAsync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipAsync(html, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const bodies = { br, gzip: gz };
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

export interface AppTemplate {
  html: string;
  csp: string;
}

export function readAppTemplate(file: string): AppTemplate {
  const html = readFileSync(file, 'utf8');
  return { html, csp: pageContentSecurityPolicy(inlineScriptHashes(html)) };
}

export function loadAppPage(template: AppTemplate): Promise<AppPage> {
  return createAppPage(Buffer.from(template.html), template.csp);
}
