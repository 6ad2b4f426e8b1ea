import { z } from 'zod';
import { AD_STATUSES } from './status';
import { entityIdSchema, idParamSchema, isoDateTimeSchema, userIdSchema } from '../common/wire';

// Apart from status.ts, so the catalogue's status rules load no zod (issue 14).
export const adStatusSchema = z.enum(AD_STATUSES);

const rublesSchema = z.number().int().nonnegative();

const adPhotoSchema = z.object({ card: z.string(), gallery: z.string() });

// spec §3 "Ad". price includes the commission; original_price is the seller's.
export const adSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  description: z.string().nullable(),
  price: rublesSchema,
  original_price: rublesSchema,
  address: z.string(),
  phone: z.string(),
  status: adStatusSchema,
  created_at: isoDateTimeSchema,
  username: z.string().nullable(),
  user_id: userIdSchema,
  image_urls: z.array(z.string()),
  photos: z.array(adPhotoSchema).optional(),
  /** Only its owner and staff receive it. */
  reject_reason: z.string().nullable().optional(),
  reserved_until: isoDateTimeSchema.nullable().optional(),
  /** Issue 40: only to the buyer whose unpaid order holds it, while she may still pay. */
  your_hold: z.object({ order_id: entityIdSchema, pay_until: isoDateTimeSchema }).optional(),
  seller_trusted: z.literal(true).optional(),
  relisted_as: entityIdSchema.optional(),
  /** Its owner only; views count one per person a day. */
  stats: z
    .object({
      views: z.number().int().nonnegative(),
      favorites: z.number().int().nonnegative(),
      orders: z.number().int().nonnegative(),
    })
    .optional(),
});
export type Ad = z.infer<typeof adSchema>;
export type AdStats = NonNullable<Ad['stats']>;

export const adListSchema = z.array(adSchema);

const AD_REQUEST_TYPES = ['edit', 'delete'] as const;

// new_price is before commission; the current values feed spec §2's struck-through line.
export const editRequestSchema = z.object({
  id: entityIdSchema,
  ad_id: entityIdSchema,
  type: z.enum(AD_REQUEST_TYPES),
  new_title: z.string().nullable(),
  new_price: rublesSchema.nullable(),
  new_description: z.string().nullable(),
  approved: z.boolean().nullable(),
  username: z.string().nullable(),
  user_id: userIdSchema,
  title: z.string().optional(),
  price: rublesSchema.optional(),
  original_price: rublesSchema.optional(),
  description: z.string().nullable().optional(),
  image_urls: z.array(z.string()).optional(),
});
export type EditRequest = z.infer<typeof editRequestSchema>;

export const deleteRequestSchema = z.object({
  id: entityIdSchema,
  ad_id: entityIdSchema,
  username: z.string().nullable(),
  user_id: userIdSchema,
  title: z.string(),
  price: rublesSchema,
  image_urls: z.array(z.string()),
});
export type DeleteRequest = z.infer<typeof deleteRequestSchema>;

export const adIdBodySchema = z.object({ ad_id: idParamSchema });

export const favoriteBodySchema = z.object({
  user_id: z.union([z.string(), z.number()]).transform(String).pipe(userIdSchema),
  ad_id: idParamSchema,
});

export const favoriteIdsSchema = z.array(entityIdSchema);

export const AD_PAGE_ADS = 24;
export const AD_PAGE_CURSOR_MESSAGE = 'Ссылка на следующую страницу устарела. Обновите страницу.';

export const adPageQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: AD_PAGE_CURSOR_MESSAGE })
    .optional(),
});

export const adPageSchema = z.object({
  ads: z.array(adSchema),
  next_cursor: z.string().nullable(),
});
export type AdPage = z.infer<typeof adPageSchema>;

export const moderationAdPageSchema = adPageSchema.extend({
  total: z.number().int().nonnegative(),
});
export type ModerationAdPage = z.infer<typeof moderationAdPageSchema>;
