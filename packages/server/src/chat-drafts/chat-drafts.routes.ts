import {
  PHOTO_MAX_COUNT,
  chatDraftIdSchema,
  chatDraftSchema,
  okResponseSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import { textResponse } from '../http/text-response.ts';
import type { ChatDraftsService } from './chat-drafts.service.ts';

const params = z.object({ id: chatDraftIdSchema });
const photoParams = params.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(PHOTO_MAX_COUNT - 1),
});

export function chatDraftsRoutes(service: ChatDraftsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/drafts/:id',
      {
        schema: {
          summary: 'A bouquet draft begun in the bot chat',
          params,
          response: { 200: chatDraftSchema },
        },
      },
      (request) => service.get(requireUser(request), request.params.id),
    );
    // No type provider: the body is bytes, which the zod provider would type as a string.
    app.get<{ Params: z.infer<typeof photoParams> }>(
      '/api/drafts/:id/photos/:index',
      {
        schema: {
          summary: 'A photo of a bouquet draft',
          params: photoParams,
          response: { 200: textResponse('image/webp') },
        },
      },
      async (request, reply) => {
        const { id, index } = request.params;
        const bytes = await service.photo(requireUser(request), id, index);
        return reply.type('image/webp').header('cache-control', 'private, no-store').send(bytes);
      },
    );
    r.delete(
      '/api/drafts/:id',
      {
        schema: {
          summary: 'Discard a bouquet draft begun in the bot chat',
          params,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await service.discard(requireUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
