import { catalogueSearchPageSchema, catalogueSearchQuerySchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { SearchService } from './search.service.ts';

export function searchRoutes(search: SearchService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/ads/search',
      {
        schema: {
          summary: 'Search the catalogue',
          querystring: catalogueSearchQuerySchema,
          response: { 200: catalogueSearchPageSchema },
        },
      },
      (request) => search.search(requireUser(request), request.query),
    );
  };
}
