import { PHOTO_NOT_FOUND_MESSAGE } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../http/media-route.ts';
import { textResponse } from '../http/text-response.ts';
import { JPEG_RENDITION_PREFIX, jpegRendition } from './jpeg-rendition.ts';
import type { MediaStorage } from './media-storage.ts';

const params = z.object({ name: z.string().regex(/^[a-z0-9-]{1,100}\.jpg$/) });

export function jpegRenditionRoutes(storage: MediaStorage) {
  return async (app: FastifyInstance) => {
    // No type provider: the body is bytes, which the zod provider would type as a string.
    app.get<{ Params: z.infer<typeof params> }>(
      `${JPEG_RENDITION_PREFIX}:name`,
      {
        config: { public: true },
        schema: {
          summary: 'A bouquet photo as JPEG, for Telegram and old phones',
          params,
          response: { 200: textResponse('image/jpeg') },
        },
      },
      async (request, reply) => {
        const jpeg = await jpegRendition(storage, request.params.name.slice(0, -'.jpg'.length));
        if (jpeg === null) throw new AppError('not_found', PHOTO_NOT_FOUND_MESSAGE);
        return reply.type('image/jpeg').header('cache-control', IMMUTABLE_CACHE_CONTROL).send(jpeg);
      },
    );
  };
}
