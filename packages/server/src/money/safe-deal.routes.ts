import {
  disputeDecisionSchema,
  idParamSchema,
  orderSchema,
  DISPUTE_TOO_MANY_PHOTOS_MESSAGE,
} from '@flowers/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import { AppError } from '../http/app-error.ts';
import { readMultipartForm } from '../http/multipart-form.ts';
import { type SafeDealService } from './safe-deal.service.ts';

const idParams = z.object({ id: idParamSchema });
const one = { params: idParams, response: { 200: orderSchema } };
const TEXT_FIELD = 'text';
const PHOTO_FIELD = 'photos';

/** The dispute form: the `text` field and up to `maxPhotos` `photos` files; other files are drained. */
async function readDisputeForm(request: FastifyRequest, maxPhotos: number) {
  const form = await readMultipartForm(request, { keepFile: (field) => field === PHOTO_FIELD });
  if (form.files.length > maxPhotos)
    throw new AppError('validation', DISPUTE_TOO_MANY_PHOTOS_MESSAGE);
  return { text: form.fields[TEXT_FIELD] ?? '', photos: form.files.map((file) => file.path) };
}

export function safeDealRoutes(service: SafeDealService, maxPhotos: number) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/orders/:id/receipt',
      { schema: { ...one, summary: 'Confirm the bouquet arrived (buyer)' } },
      (request) => service.confirmReceipt(requireUser(request), request.params.id),
    );
    r.post(
      '/api/orders/:id/dispute',
      { schema: { ...one, summary: 'Open a dispute about an order (buyer)' } },
      async (request) => {
        const form = await readDisputeForm(request, maxPhotos);
        return service.openDispute(requireUser(request), request.params.id, form.text, form.photos);
      },
    );
    r.post(
      '/api/moderator/orders/:id/dispute/decision',
      {
        schema: {
          summary: 'Decide a dispute: refund, part or none (staff)',
          ...one,
          body: disputeDecisionSchema,
        },
      },
      (request) => service.decide(requireUser(request), request.params.id, request.body),
    );
  };
}
