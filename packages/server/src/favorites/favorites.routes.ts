import {
  adPageQuerySchema,
  adPageSchema,
  favoriteBodySchema,
  favoriteIdsSchema,
  idParamSchema,
  okResponseSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { FavoritesService } from './favorites.service.ts';

const userIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const OK = { ok: true } as const;

export function favoritesRoutes(favorites: FavoritesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/favorites/:userId',
      {
        schema: {
          summary: "The ids of a user's favourite bouquets",
          params: z.object({ userId: userIdParam }),
          response: { 200: favoriteIdsSchema },
        },
      },
      (request) => favorites.list(requireUser(request), request.params.userId),
    );
    // Ours, beyond spec §7.
    r.get(
      '/api/favorites/:userId/ads',
      {
        schema: {
          summary: "A user's favourite bouquets, page by page",
          params: z.object({ userId: userIdParam }),
          querystring: adPageQuerySchema,
          response: { 200: adPageSchema },
        },
      },
      (request) => favorites.ads(requireUser(request), request.params.userId, request.query.cursor),
    );
    r.post(
      '/api/favorites',
      {
        schema: {
          summary: 'Add a bouquet to favourites',
          body: favoriteBodySchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        const userId = Number(request.body.user_id);
        await favorites.add(requireUser(request), userId, request.body.ad_id);
        return OK;
      },
    );
    r.delete(
      '/api/favorites/:userId/:adId',
      {
        schema: {
          summary: 'Remove a bouquet from favourites',
          params: z.object({ userId: userIdParam, adId: idParamSchema }),
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await favorites.remove(requireUser(request), request.params.userId, request.params.adId);
        return OK;
      },
    );
  };
}
