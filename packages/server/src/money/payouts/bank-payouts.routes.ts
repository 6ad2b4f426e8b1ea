import { bankPayoutRequestSchema, payoutSchema, userIdSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/auth.hooks.ts';
import type { BankPayouts } from './bank-payouts.service.ts';

const sellerParams = z.object({ sellerId: userIdSchema.max(15).transform(Number) });

export function bankPayoutsRoutes(bankPayouts: BankPayouts) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/payouts/:sellerId/bank',
      {
        schema: {
          summary: 'Pay a seller out through the bank (admin)',
          params: sellerParams,
          body: bankPayoutRequestSchema,
          response: { 200: payoutSchema },
        },
      },
      (request) => bankPayouts.pay(requireUser(request), request.params.sellerId, request.body),
    );
  };
}
