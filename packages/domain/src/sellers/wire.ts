import { z } from 'zod';
import { userIdSchema } from '../common/wire';

export const sellerTrustSchema = z.object({ trusted: z.boolean() });
export type SellerTrust = z.infer<typeof sellerTrustSchema>;

export const trustedSellerEntrySchema = z.object({
  seller_id: userIdSchema,
  username: z.string().nullable(),
  delivered_orders: z.number().int().nonnegative(),
  rating: z.number().nullable(),
  disputes_lost: z.number().int().nonnegative(),
  trusted: z.boolean(),
  revoked: z.boolean(),
});
export type TrustedSellerEntry = z.infer<typeof trustedSellerEntrySchema>;

export const trustedSellerListSchema = z.array(trustedSellerEntrySchema);
