import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { textInput } from '@flowers/domain';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { AddressService } from './address.service.ts';

export const ADDRESS_SUGGEST_RATE_MAX = 30;
export const ADDRESS_SUGGEST_RATE_WINDOW_MS = 10_000;

const suggestQuery = z.object({ q: textInput.default('') });

export const addressSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ value: z.string() })),
});

/** spec §2 "Create ad". */
export function addressRoutes(deps: { service: AddressService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/address/suggest',
      {
        config: {
          // Needs @fastify/rate-limit registered first (http/security.ts). Its global allowList
          // lets every GET through, so this route replaces it; the key is the signed-in user,
          // set by the auth hook, which runs before route-level hooks.
          rateLimit: {
            max: ADDRESS_SUGGEST_RATE_MAX,
            timeWindow: ADDRESS_SUGGEST_RATE_WINDOW_MS,
            allowList: [],
            keyGenerator: (request) => `address-suggest:${requireUser(request).id}`,
          },
        },
        schema: {
          summary: 'Suggest Moscow addresses as the person types',
          querystring: suggestQuery,
          response: { 200: addressSuggestionsSchema },
        },
      },
      (request) => deps.service.suggest(requireUser(request), request.query.q),
    );
  };
}
