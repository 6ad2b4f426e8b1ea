import { z } from 'zod';
import { adListSchema, adPageQuerySchema } from '../ads/wire';
import { textInput } from '../common/safe-input';
import { entityIdSchema, isoDateTimeSchema, userIdSchema } from '../common/wire';
import { RATING_MAX_STARS, RATING_MIN_STARS, RATING_TEXT_MAX_CHARS } from './rules';

export const RATING_STARS_MESSAGE = `Поставьте оценку от ${RATING_MIN_STARS} до ${RATING_MAX_STARS}`;
const RATING_TEXT_TOO_LONG_MESSAGE = `Отзыв: не больше ${RATING_TEXT_MAX_CHARS} символов`;
const HIDE_REASON_MESSAGE = 'Причина: не больше 500 символов';

export const ratingRequestSchema = z.object({
  stars: z
    .number({ error: RATING_STARS_MESSAGE })
    .int({ error: RATING_STARS_MESSAGE })
    .min(RATING_MIN_STARS, { error: RATING_STARS_MESSAGE })
    .max(RATING_MAX_STARS, { error: RATING_STARS_MESSAGE }),
  text: textInput
    .trim()
    .max(RATING_TEXT_MAX_CHARS, { error: RATING_TEXT_TOO_LONG_MESSAGE })
    .nullish()
    .transform((v) => v || null),
});
export type RatingRequestInput = z.input<typeof ratingRequestSchema>;
export type RatingRequest = z.output<typeof ratingRequestSchema>;

export const sellerRatingSchema = z.object({
  average: z.number().min(0).max(RATING_MAX_STARS).nullable(),
  count: z.number().int().nonnegative(),
});
export type SellerRating = z.infer<typeof sellerRatingSchema>;

export const reviewSchema = z.object({
  id: entityIdSchema,
  order_id: entityIdSchema,
  seller_id: userIdSchema,
  stars: z.number().int().min(RATING_MIN_STARS).max(RATING_MAX_STARS),
  text: z.string().nullable(),
  /** Never the buyer's contacts. */
  author: z.string(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  hidden: z.boolean(),
  hidden_reason: z.string().nullable().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const sellerPageSchema = z.object({
  id: userIdSchema,
  display_name: z.string(),
  rating: sellerRatingSchema,
  delivered_orders: z.number().int().nonnegative(),
  ads: adListSchema,
  reviews: z.array(reviewSchema),
});
export type SellerPage = z.infer<typeof sellerPageSchema>;

export const sellerRatingsResponseSchema = z.object({
  ratings: z.record(userIdSchema, sellerRatingSchema),
});
export type SellerRatingsResponse = z.infer<typeof sellerRatingsResponseSchema>;

export const reviewListSchema = z.array(reviewSchema);

export const reviewPageQuerySchema = adPageQuerySchema.extend({
  tab: z.enum(['all', 'hidden'], { error: 'Неизвестная вкладка отзывов' }).default('all'),
});

export const reviewPageSchema = z.object({
  reviews: reviewListSchema,
  next_cursor: z.string().nullable(),
  counts: z.object({ all: z.number().int().nonnegative(), hidden: z.number().int().nonnegative() }),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const hideReviewRequestSchema = z
  .object({ reason: textInput.trim().max(500, { error: HIDE_REASON_MESSAGE }).nullish() })
  .nullish();
