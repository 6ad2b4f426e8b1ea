import { adListSchema, idParamSchema, rejectReasonSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability, requireUser } from '../auth/auth.hooks.ts';
import type { ModerationService } from './moderation.service.ts';

const idParams = z.object({ id: idParamSchema });
const OK = { ok: true } as const;

export function moderationRoutes(moderation: ModerationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const moderators = requireCapability('moderate');

    r.get(
      '/api/moderate/ads',
      { preHandler: moderators, schema: { response: { 200: adListSchema } } },
      () => moderation.waiting(),
    );
    r.get('/api/moderation/count', { preHandler: moderators }, async () => ({
      count: await moderation.pendingCount(),
    }));
    r.post(
      '/api/moderate/ads/:id/approve',
      { preHandler: moderators, schema: { params: idParams } },
      async (request) => {
        await moderation.approve(requireUser(request), request.params.id);
        return OK;
      },
    );
    r.post(
      '/api/moderate/ads/:id/reject',
      { preHandler: moderators, schema: { params: idParams, body: rejectReasonSchema } },
      async (request) => {
        await moderation.reject(requireUser(request), request.params.id, request.body.reason);
        return OK;
      },
    );
  };
}
