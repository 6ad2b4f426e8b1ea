import {
  idParamSchema,
  payRequestSchema,
  payResponseSchema,
  tbankNotificationSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textResponse } from '../http/text-response.ts';
import { requireUser } from '../auth/auth.hooks.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { BankWebhookService } from './bank-webhook.service.ts';

export function paymentsRoutes(checkout: CheckoutService, bankWebhook: BankWebhookService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/tinkoff/pay',
      {
        schema: {
          summary: "Check out a bouquet: reserve it and open the bank's payment page",
          body: payRequestSchema,
          response: { 200: payResponseSchema },
        },
      },
      (request) => checkout.pay(requireUser(request), request.body),
    );
    r.post(
      '/api/orders/:id/payment',
      {
        schema: {
          summary: 'Pay for an order, or resume its payment',
          params: z.object({ id: idParamSchema }),
          response: { 200: payResponseSchema },
        },
      },
      (request) => checkout.resume(requireUser(request), request.params.id),
    );
    r.post(
      '/api/tinkoff/notification',
      {
        // Signed by T-Bank's Token, not Telegram. The bank sends from few addresses and retries, so
        // a per-address limit would turn away real payments; forgeries cost a hash, are not stored.
        config: { public: true, rateLimit: false },
        schema: {
          summary: "The bank's payment notification (T-Bank webhook)",
          body: tbankNotificationSchema,
          response: { 200: textResponse('text/plain') },
        },
      },
      async (request, reply) => {
        await bankWebhook.receive(request.body);
        // Exactly `OK`, or T-Bank keeps retrying (tbank-acquiring.md "Notifications").
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );
  };
}
