import {
  INVALID_USER_ID_MESSAGE,
  hideReviewRequestSchema,
  idParamSchema,
  ratingRequestSchema,
  reviewListSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewSchema,
  sellerPageSchema,
  sellerRatingsResponseSchema,
  telegramIdSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { RatingsService } from './ratings.service.ts';

const idParams = z.object({ id: idParamSchema });
// Telegram ids are read as numbers (db/schema.ts): one past 2^53 could name no one exactly.
const sellerParams = z.object({
  id: telegramIdSchema
    .transform(Number)
    .refine(Number.isSafeInteger, { error: INVALID_USER_ID_MESSAGE }),
});

export function ratingsRoutes(ratings: RatingsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.put(
      '/api/orders/:id/rating',
      {
        schema: {
          summary: 'Rate the seller of a delivered order',
          params: idParams,
          body: ratingRequestSchema,
          response: { 200: reviewSchema },
        },
      },
      (request) => ratings.rate(requireUser(request), request.params.id, request.body),
    );
    r.get(
      '/api/sellers/ratings',
      { schema: { summary: "Sellers' ratings", response: { 200: sellerRatingsResponseSchema } } },
      (request) => ratings.allRatings(requireUser(request)),
    );
    r.get(
      '/api/sellers/:id',
      {
        schema: {
          summary: "A seller's page: rating and bouquets",
          params: sellerParams,
          response: { 200: sellerPageSchema },
        },
      },
      (request) => ratings.sellerPage(requireUser(request), request.params.id),
    );
    r.get(
      '/api/reviews',
      { schema: { summary: 'Seller reviews (staff)', response: { 200: reviewListSchema } } },
      (request) => ratings.recent(requireUser(request)),
    );
    // Ours, beyond spec §7.
    r.get(
      '/api/reviews/page',
      {
        schema: {
          summary: 'Seller reviews, page by page (staff)',
          querystring: reviewPageQuerySchema,
          response: { 200: reviewPageSchema },
        },
      },
      (request) => ratings.reviewsPage(requireUser(request), request.query),
    );
    r.post(
      '/api/reviews/:id/hide',
      {
        schema: {
          summary: 'Hide a review with a reason (staff)',
          params: idParams,
          body: hideReviewRequestSchema,
          response: { 200: reviewSchema },
        },
      },
      (request) =>
        ratings.hide(requireUser(request), request.params.id, request.body?.reason ?? null),
    );
    r.post(
      '/api/reviews/:id/unhide',
      {
        schema: {
          summary: 'Show a hidden review again (staff)',
          params: idParams,
          response: { 200: reviewSchema },
        },
      },
      (request) => ratings.unhide(requireUser(request), request.params.id),
    );
  };
}
