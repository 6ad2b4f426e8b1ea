import { disputeDecisionSchema, idParamSchema, orderSchema } from '@flowers/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability, requireUser } from '../auth/auth.hooks.ts';
import { AppError } from '../http/app-error.ts';
import { TOO_MANY_PHOTOS, type SafeDealService } from './safe-deal.service.ts';

const idParams = z.object({ id: idParamSchema });
const one = { params: idParams, response: { 200: orderSchema } };
const TEXT_FIELD = 'text';
const PHOTO_FIELD = 'photos';
const TEXT_MAX_BYTES = 16 * 1024;

/** The dispute form: the `text` field and up to six `photos` files; anything else is drained. */
async function readDisputeForm(request: FastifyRequest, maxPhotos: number) {
  let text = '';
  const photos: Buffer[] = [];
  for await (const part of request.parts({ limits: { fieldSize: TEXT_MAX_BYTES } })) {
    if (part.type === 'field') {
      if (part.fieldname === TEXT_FIELD && typeof part.value === 'string') text = part.value;
      continue;
    }
    if (part.fieldname !== PHOTO_FIELD || photos.length >= maxPhotos) {
      for await (const chunk of part.file) void chunk;
      if (part.fieldname === PHOTO_FIELD) throw new AppError('validation', TOO_MANY_PHOTOS);
      continue;
    }
    photos.push(await part.toBuffer());
  }
  return { text, photos };
}

/** Issue 15: the buyer's «Получили букет?» answers and the moderator's dispute decision. */
export function safeDealRoutes(service: SafeDealService, maxPhotos: number) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/api/orders/:id/receipt', { schema: one }, (request) =>
      service.confirmReceipt(requireUser(request), request.params.id),
    );
    r.post('/api/orders/:id/dispute', { schema: one }, async (request) => {
      const form = await readDisputeForm(request, maxPhotos);
      return service.openDispute(requireUser(request), request.params.id, form.text, form.photos);
    });
    r.post(
      '/api/moderator/orders/:id/dispute/decision',
      {
        preHandler: requireCapability('moderate'),
        schema: { ...one, body: disputeDecisionSchema },
      },
      (request) => service.decide(requireUser(request), request.params.id, request.body),
    );
  };
}
