import { adSchema, idParamSchema, newAdSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { RelistService } from './relist.service.ts';

const idParams = z.object({ id: idParamSchema });

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
            body: newAdSchema,
            response: { 200: adSchema },
          },
        },
        (request) => relist.resubmit(requireUser(request), request.params.id, request.body),
      );
  };
}
