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
import { requireUser } from '../auth/auth.hooks.ts';
import { textResponse } from '../http/text-response.ts';
import type { PayoutsService } from './payouts.service.ts';

const sellerParams = z.object({ sellerId: userIdSchema.max(15).transform(Number) });

export function payoutsRoutes(payouts: PayoutsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin/payouts',
      {
        schema: {
          summary: 'Seller balances due for payout (admin)',
          response: { 200: payoutRegisterSchema },
        },
      },
      (request) => payouts.register(requireUser(request)),
    );
    r.get(
      '/api/admin/payouts/register.csv',
      {
        schema: {
          summary: 'Download the payout register as CSV (admin)',
          response: { 200: textResponse('text/csv') },
        },
      },
      async (request, reply) => {
        const csv = await payouts.exportCsv(requireUser(request));
        return reply
          .header('content-disposition', 'attachment; filename="payouts.csv"')
          .header('cache-control', 'no-store')
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    );
    r.post(
      '/api/admin/payouts/:sellerId/card',
      {
        schema: {
          summary: "Reveal a seller's full card number, audited (admin)",
          params: sellerParams,
          response: { 200: revealedCardSchema },
        },
      },
      async (request, reply) => {
        const card = await payouts.revealCard(requireUser(request), request.params.sellerId);
        reply.header('cache-control', 'no-store');
        return card;
      },
    );
    r.post(
      '/api/admin/payouts/:sellerId',
      {
        schema: {
          summary: 'Record a payout made by hand (admin)',
          params: sellerParams,
          body: payoutRecordSchema,
          response: { 200: payoutSchema },
        },
      },
      (request) => payouts.record(requireUser(request), request.params.sellerId, request.body),
    );
    r.get(
      '/api/my-balance',
      { schema: { summary: "One's balance as a seller", response: { 200: sellerBalanceSchema } } },
      (request) => payouts.balance(requireUser(request)),
    );
  };
}
