import { Readable, pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  PHOTO_MAX_COUNT,
  adListSchema,
  adSchema,
  idParamSchema,
  myAdPageQuerySchema,
  myAdPageSchema,
} from '@flowers/domain';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import { acceptsEncoding } from '../http/accept-encoding.ts';
import { matchesEtag } from '../http/etag.ts';
import { readMultipartForm } from '../http/multipart-form.ts';
import type { AdsService, NewAdUpload } from './ads.service.ts';

const idParams = z.object({ id: idParamSchema });
const adIdParams = z.object({ adId: idParamSchema });
const PHOTO_FIELD = 'images';
// For the API reference only: the snapshot's bytes pass through Fastify unvalidated.
const CATALOGUE_ROUTE: RouteShorthandOptions = {
  compress: false,
  config: { signatureOnly: true },
  schema: {
    summary: 'The catalogue: active bouquets, newest first',
    response: { 200: adListSchema },
  },
};

async function readNewAdForm(request: FastifyRequest): Promise<NewAdUpload> {
  const form = await readMultipartForm(request, {
    keepFile: (field) => field === PHOTO_FIELD,
    maxFiles: PHOTO_MAX_COUNT,
  });
  return { fields: form.fields, photos: form.files.map((file) => file.path) };
}

export function adsRoutes(ads: AdsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // A large shop is streamed a batch at a time so the heap does not grow; gzip is ours (br on the
    // fly costs more); the same bytes for every user, so no user row is read; the ETag allows 304.
    app.get('/api/ads', CATALOGUE_ROUTE, async (request, reply) => {
      const answer = await ads.catalogue();
      const etag = answer.kept?.etag ?? (answer.kept === null ? answer.etag : null);
      if (etag !== null) void reply.header('etag', etag);
      if (etag !== null && matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      const gzipped = acceptsEncoding(request.headers['accept-encoding'], 'gzip');
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('vary', 'accept-encoding');
      if (gzipped) void reply.header('content-encoding', 'gzip');
      if (answer.kept !== null) return reply.send(gzipped ? answer.kept.gzip : answer.kept.json);
      const json = Readable.from(answer.json(), { objectMode: false });
      if (!gzipped) return reply.send(json);
      // A read that fails midway cuts the answer short; the client sees broken JSON, not a lie.
      return reply.send(
        pipeline(json, createGzip(), (error) => {
          if (error) request.log.warn({ err: error }, 'catalogue stream ended early');
        }),
      );
    });

    r.get(
      '/api/ads/:id',
      { schema: { summary: 'One bouquet', params: idParams, response: { 200: adSchema } } },
      (request) =>
        ads
          .get(requireUser(request), request.params.id)
          .catch((error: unknown) => ads.keptAdOr(error, request.params.id)),
    );

    r.get(
      '/api/my-ads',
      { schema: { summary: "One's own bouquets", response: { 200: adListSchema } } },
      (request) => ads.mine(requireUser(request)),
    );

    r.get(
      '/api/my-ads/page',
      {
        schema: {
          summary: "One's own bouquets, page by page",
          querystring: myAdPageQuerySchema,
          response: { 200: myAdPageSchema },
        },
      },
      (request) => ads.minePage(requireUser(request), request.query.group, request.query.cursor),
    );

    r.post(
      '/api/ads',
      {
        schema: {
          summary: 'Post a bouquet with photos for moderation',
          response: { 200: adSchema },
        },
      },
      // The form is read only once the caller may post: a refused upload is not stored.
      (request) => ads.create(requireUser(request), () => readNewAdForm(request)),
    );

    r.delete(
      '/api/ads/:adId/admin-delete',
      {
        schema: {
          summary: 'Delete a bouquet (staff)',
          params: adIdParams,
          response: { 200: adSchema },
        },
      },
      (request) => ads.adminDelete(requireUser(request), request.params.adId),
    );
  };
}
