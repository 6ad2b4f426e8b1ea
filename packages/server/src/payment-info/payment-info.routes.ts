import { paymentInfoResponseSchema, paymentInfoSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.hooks.ts';
import { userIdParams } from '../users/users.routes.ts';
import type { PaymentInfoService } from './payment-info.service.ts';

export function paymentInfoRoutes(service: PaymentInfoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const response = { 200: paymentInfoResponseSchema };
    r.get(
      '/api/users/:id/payment-info',
      { schema: { summary: "A seller's payout details", params: userIdParams, response } },
      (request) => service.get(requireUser(request), request.params.id),
    );
    r.put(
      '/api/users/:id/payment-info',
      {
        schema: {
          summary: "Change one's payout details",
          params: userIdParams,
          body: paymentInfoSchema,
          response,
        },
      },
      (request) => service.put(requireUser(request), request.params.id, request.body),
    );
  };
}
