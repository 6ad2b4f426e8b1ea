import {
  adIdBodySchema,
  adPageQuerySchema,
  deleteRequestPageSchema,
  deleteRequestSchema,
  editAdSchema,
  editRequestPageSchema,
  editRequestSchema,
  idParamSchema,
  okResponseSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { AdRequestsService } from './ad-requests.service.ts';

const idParams = z.object({ id: idParamSchema });
const OK = { ok: true } as const;
const OK_RESPONSE = { 200: okResponseSchema };
// spec §7: the delete-request screen sends { ad_id }, the edit screen nothing.
const approveBody = z.object({ ad_id: adIdBodySchema.shape.ad_id.optional() }).nullish();

export function adRequestsRoutes(requests: AdRequestsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/ads/:id/edit-request',
      {
        schema: {
          summary: "Ask staff to approve an edit of one's bouquet",
          params: idParams,
          body: editAdSchema,
          response: OK_RESPONSE,
        },
      },
      async (request) => {
        await requests.requestEdit(requireUser(request), request.params.id, request.body);
        return OK;
      },
    );
    r.post(
      '/api/ads/:id/delete-request',
      {
        schema: {
          summary: "Ask staff to delete one's bouquet",
          params: idParams,
          response: OK_RESPONSE,
        },
      },
      async (request) => {
        await requests.requestDelete(requireUser(request), request.params.id);
        return OK;
      },
    );

    r.get(
      '/api/ad_edits',
      {
        schema: {
          summary: 'List pending edit requests (staff)',
          response: { 200: z.array(editRequestSchema) },
        },
      },
      (request) => requests.editRequests(requireUser(request)),
    );
    r.get(
      '/api/ad_delete_requests',
      {
        schema: {
          summary: 'List pending deletion requests (staff)',
          response: { 200: z.array(deleteRequestSchema) },
        },
      },
      (request) => requests.deleteRequests(requireUser(request)),
    );
    // Ours, beyond spec §7.
    r.get(
      '/api/ad_edits/page',
      {
        schema: {
          summary: 'Page through pending edit requests (staff)',
          querystring: adPageQuerySchema,
          response: { 200: editRequestPageSchema },
        },
      },
      (request) => requests.editRequestsPage(requireUser(request), request.query.cursor),
    );
    r.get(
      '/api/ad_delete_requests/page',
      {
        schema: {
          summary: 'Page through pending deletion requests (staff)',
          querystring: adPageQuerySchema,
          response: { 200: deleteRequestPageSchema },
        },
      },
      (request) => requests.deleteRequestsPage(requireUser(request), request.query.cursor),
    );
    r.post(
      '/api/ad_edits/:id/approve',
      {
        schema: {
          summary: 'Approve an edit request (staff)',
          params: idParams,
          body: approveBody,
          response: OK_RESPONSE,
        },
      },
      async (request) => {
        await requests.approve(requireUser(request), request.params.id, request.body?.ad_id);
        return OK;
      },
    );
    r.post(
      '/api/ad_edits/:id/reject',
      {
        schema: {
          summary: 'Reject an edit request (staff)',
          params: idParams,
          response: OK_RESPONSE,
        },
      },
      async (request) => {
        await requests.reject(requireUser(request), request.params.id);
        return OK;
      },
    );
  };
}
