import {
  adIdBodySchema,
  adPageQuerySchema,
  adListSchema,
  idParamSchema,
  moderationAdPageSchema,
  moderationCountEventSchema,
  okResponseSchema,
  rejectReasonSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { AdRequestsService } from '../ad-requests/ad-requests.service.ts';
import type { ModerationService } from './moderation.service.ts';

const idParams = z.object({ id: idParamSchema });
const OK = { ok: true } as const;
const OK_RESPONSE = { 200: okResponseSchema };

/** spec §7. */
export function moderationRoutes(moderation: ModerationService, requests: AdRequestsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/moderate/ads',
      {
        schema: {
          summary: 'Bouquets awaiting moderation (staff)',
          response: { 200: adListSchema },
        },
      },
      (request) => moderation.waiting(requireUser(request)),
    );
    // Ours, beyond spec §7.
    r.get(
      '/api/moderate/ads/page',
      {
        schema: {
          summary: 'Page through bouquets awaiting moderation (staff)',
          querystring: adPageQuerySchema,
          response: { 200: moderationAdPageSchema },
        },
      },
      (request) => moderation.waitingPage(requireUser(request), request.query.cursor),
    );
    r.get(
      '/api/moderation/count',
      {
        schema: {
          summary: 'How many bouquets and requests await moderation (staff)',
          response: { 200: moderationCountEventSchema },
        },
      },
      (request) => moderation.pendingCount(requireUser(request)),
    );
    r.post(
      '/api/moderate/ads/:id/approve',
      {
        schema: {
          summary: 'Approve a bouquet for the catalogue (staff)',
          params: idParams,
          response: OK_RESPONSE,
        },
      },
      async (request) => {
        await moderation.approve(requireUser(request), request.params.id);
        return OK;
      },
    );
    r.post(
      '/api/moderate/ads/:id/reject',
      {
        schema: {
          summary: 'Reject a bouquet with a reason (staff)',
          params: idParams,
          body: rejectReasonSchema,
          response: OK_RESPONSE,
        },
      },
      async (request) => {
        await moderation.reject(requireUser(request), request.params.id, request.body.reason);
        return OK;
      },
    );
    r.post(
      '/api/moderate-ad-cancel-delete',
      {
        schema: {
          summary: 'Refuse a deletion request (staff)',
          body: adIdBodySchema,
          response: OK_RESPONSE,
        },
      },
      async (request) => {
        await requests.cancelDelete(requireUser(request), request.body.ad_id);
        return OK;
      },
    );
  };
}
