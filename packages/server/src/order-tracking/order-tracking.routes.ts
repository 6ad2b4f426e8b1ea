import { idParamSchema, orderTrackingSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { OrderTrackingService } from './order-tracking.service.ts';

const idParams = z.object({ id: idParamSchema });

export function orderTrackingRoutes(tracking: OrderTrackingService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/orders/:id/tracking',
      {
        schema: {
          summary: "An order's delivery stages",
          params: idParams,
          response: { 200: orderTrackingSchema },
        },
      },
      (request) => tracking.track(requireUser(request), request.params.id),
    );
  };
}
