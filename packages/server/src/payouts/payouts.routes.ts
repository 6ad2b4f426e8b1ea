import {
  payoutRecordSchema,
  payoutRegisterSchema,
  payoutSchema,
  revealedCardSchema,
  sellerBalanceSchema,
  userIdSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability, requireUser } from '../auth/auth.hooks.ts';
import type { PayoutsService } from './payouts.service.ts';

const sellerParams = z.object({ sellerId: userIdSchema.max(15).transform(Number) });

/** Admin «Выплаты» and the seller's own balance (issue 15). */
export function payoutsRoutes(payouts: PayoutsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = requireCapability('payouts');
    r.get(
      '/api/admin/payouts',
      { preHandler: admin, schema: { response: { 200: payoutRegisterSchema } } },
      () => payouts.register(),
    );
    r.get('/api/admin/payouts/register.csv', { preHandler: admin }, async (request, reply) => {
      const csv = await payouts.exportCsv(requireUser(request));
      return reply
        .header('content-disposition', 'attachment; filename="payouts.csv"')
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    });
    r.post(
      '/api/admin/payouts/:sellerId/card',
      {
        preHandler: admin,
        schema: { params: sellerParams, response: { 200: revealedCardSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return payouts.revealCard(requireUser(request), request.params.sellerId);
      },
    );
    r.post(
      '/api/admin/payouts/:sellerId',
      {
        preHandler: admin,
        schema: { params: sellerParams, body: payoutRecordSchema, response: { 200: payoutSchema } },
      },
      (request) => payouts.record(requireUser(request), request.params.sellerId, request.body),
    );
    r.get('/api/my-balance', { schema: { response: { 200: sellerBalanceSchema } } }, (request) =>
      payouts.balance(requireUser(request)),
    );
  };
}
