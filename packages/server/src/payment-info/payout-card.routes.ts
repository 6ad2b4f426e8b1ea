import { payoutCardBindingSchema, payoutCardSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { PayoutCardService } from './payout-card.service.ts';

export function payoutCardRoutes(cards: PayoutCardService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/my-payout-card',
      { schema: { summary: 'The card one is paid out to', response: { 200: payoutCardSchema } } },
      (request) => cards.show(requireUser(request)),
    );
    r.post(
      '/api/my-payout-card/binding',
      {
        schema: {
          summary: 'Begin binding a payout card at the bank',
          response: { 200: payoutCardBindingSchema },
        },
      },
      (request) => cards.startBinding(requireUser(request)),
    );
    r.post(
      '/api/my-payout-card/refresh',
      {
        schema: {
          summary: 'Ask the bank again about a card being bound',
          response: { 200: payoutCardSchema },
        },
      },
      (request) => cards.refresh(requireUser(request)),
    );
  };
}
