import {
  INVALID_USER_ID_MESSAGE,
  sellerTrustSchema,
  telegramIdSchema,
  trustedSellerEntrySchema,
  trustedSellerListSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { SellerTrustService } from './seller-trust.service.ts';

const sellerParams = z.object({
  id: telegramIdSchema
    .transform(Number)
    .refine(Number.isSafeInteger, { error: INVALID_USER_ID_MESSAGE }),
});

export function sellerTrustRoutes(trust: SellerTrustService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/sellers/:id/trust',
      {
        schema: {
          summary: 'Whether a seller is trusted to publish without moderation',
          params: sellerParams,
          response: { 200: sellerTrustSchema },
        },
      },
      (request) => trust.trust(requireUser(request), request.params.id),
    );
    r.get(
      '/api/staff/trusted-sellers',
      {
        schema: { summary: 'Trusted sellers (staff)', response: { 200: trustedSellerListSchema } },
      },
      (request) => trust.list(requireUser(request)),
    );
    r.post(
      '/api/staff/trusted-sellers/:id/revoke',
      {
        schema: {
          summary: "Revoke a seller's trust (staff)",
          params: sellerParams,
          response: { 200: trustedSellerEntrySchema },
        },
      },
      (request) => trust.revoke(requireUser(request), request.params.id),
    );
    r.post(
      '/api/staff/trusted-sellers/:id/restore',
      {
        schema: {
          summary: "Restore a seller's trust (staff)",
          params: sellerParams,
          response: { 200: trustedSellerEntrySchema },
        },
      },
      (request) => trust.restore(requireUser(request), request.params.id),
    );
  };
}
