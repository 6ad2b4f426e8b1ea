import {
  floristMessageBodySchema,
  floristThreadListSchema,
  floristThreadSchema,
  idParamSchema,
  okResponseSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { FloristMessagesService } from './florist-messages.service.ts';

const byId = z.object({ id: idParamSchema });
const thread = { 200: floristThreadSchema };

// Ours, beyond spec §7: issue 40 «Написать флористу».
export function floristMessagesRoutes(service: FloristMessagesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/ads/:id/messages',
      {
        schema: {
          summary: "A buyer's own thread with the florist, or every thread of the seller's bouquet",
          params: byId,
          response: { 200: floristThreadListSchema },
        },
      },
      async (request) => ({
        threads: await service.adThreads(requireUser(request), request.params.id),
      }),
    );
    r.post(
      '/api/ads/:id/messages',
      {
        schema: {
          summary: "Ask a bouquet's florist, through the bot",
          params: byId,
          body: floristMessageBodySchema,
          response: thread,
        },
      },
      (request) => service.ask(requireUser(request), request.params.id, request.body),
    );
    r.get(
      '/api/orders/:id/messages',
      {
        schema: {
          summary: "An order's thread between buyer and florist (staff: in a dispute or reported)",
          params: byId,
          response: thread,
        },
      },
      (request) => service.orderThread(requireUser(request), request.params.id),
    );
    r.post(
      '/api/orders/:id/messages',
      {
        schema: {
          summary: "Write in an order's thread (buyer or florist)",
          params: byId,
          body: floristMessageBodySchema,
          response: thread,
        },
      },
      (request) => service.writeOrder(requireUser(request), request.params.id, request.body),
    );
    r.post(
      '/api/florist-threads/:id/messages',
      {
        schema: {
          summary: 'Answer in a thread by its id (buyer or florist)',
          params: byId,
          body: floristMessageBodySchema,
          response: thread,
        },
      },
      (request) => service.writeThread(requireUser(request), request.params.id, request.body),
    );
    r.post(
      '/api/florist-threads/:id/messages/:messageId/report',
      {
        schema: {
          summary: "Report the other side's message to staff",
          params: z.object({ id: idParamSchema, messageId: idParamSchema }),
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await service.report(requireUser(request), request.params.id, request.params.messageId);
        return { ok: true } as const;
      },
    );
  };
}
