import { chatDraftIdSchema, chatDraftSchema, okResponseSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { ChatDraftsService } from './chat-drafts.service.ts';

const params = z.object({ id: chatDraftIdSchema });

/** The new-ad form reads an album sent to the bot, and drops it once published. */
export function chatDraftsRoutes(service: ChatDraftsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/drafts/:id',
      { schema: { params, response: { 200: chatDraftSchema } } },
      (request) => service.get(requireUser(request), request.params.id),
    );
    r.delete(
      '/api/drafts/:id',
      { schema: { params, response: { 200: okResponseSchema } } },
      async (request) => {
        await service.discard(requireUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
