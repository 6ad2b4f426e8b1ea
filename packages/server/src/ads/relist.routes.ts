import { PHOTO_MAX_COUNT, adSchema, idParamSchema } from '@flowers/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import { readMultipartForm } from '../http/multipart-form.ts';
import type { NewAdUpload } from './ads.service.ts';
import type { RelistService } from './relist.service.ts';

const idParams = z.object({ id: idParamSchema });
const PHOTO_FIELD = 'images';

// The same form as POST /api/ads, with keep_photos naming the photos kept (issue 40).
async function readResubmitForm(request: FastifyRequest): Promise<NewAdUpload> {
  const form = await readMultipartForm(request, {
    keepFile: (field) => field === PHOTO_FIELD,
    maxFiles: PHOTO_MAX_COUNT,
  });
  return { fields: form.fields, photos: form.files.map((file) => file.path) };
}

export function relistRoutes(relist: RelistService) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/ads/:id/relist',
        {
          schema: {
            summary: 'Put an expired bouquet back on sale',
            params: idParams,
            response: { 200: adSchema },
          },
        },
        (request) => relist.relist(requireUser(request), request.params.id),
      )
      .put(
        '/api/ads/:id/resubmit',
        {
          schema: {
            summary: 'Fix a rejected bouquet and send it to moderation again',
            params: idParams,
            response: { 200: adSchema },
          },
        },
        // The form is read only once the caller may send it: a refused upload is not stored.
        (request) =>
          relist.resubmit(requireUser(request), request.params.id, () => readResubmitForm(request)),
      );
  };
}
