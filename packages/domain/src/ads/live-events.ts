import { z } from 'zod';
import { adSchema, adStatusSchema } from './wire';
import { entityIdSchema } from '../common/wire';

export const newAdEventSchema = z.object({ ad: adSchema });
export type NewAdEvent = z.infer<typeof newAdEventSchema>;

export const adStatusChangedEventSchema = z.object({
  adId: entityIdSchema,
  newStatus: adStatusSchema,
  oldStatus: adStatusSchema,
  message: z.string().optional(),
});
export type AdStatusChangedEvent = z.infer<typeof adStatusChangedEventSchema>;

export const moderationCountEventSchema = z.object({ count: z.number().int().nonnegative() });
export type ModerationCountEvent = z.infer<typeof moderationCountEventSchema>;
