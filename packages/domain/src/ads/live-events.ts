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

const countSchema = z.number().int().nonnegative();

const moderationQueuesSchema = z.object({
  edit_requests: countSchema,
  delete_requests: countSchema,
  ad_moderation: countSchema,
});
export type ModerationQueues = z.infer<typeof moderationQueuesSchema>;

export function moderationBadgeCount(queues: ModerationQueues): number {
  return queues.edit_requests + queues.delete_requests;
}

// spec §4: the live event carries `count` alone; GET /api/moderation/count adds the queues.
export const moderationCountEventSchema = z.object({
  count: countSchema,
  queues: moderationQueuesSchema.optional(),
});
export type ModerationCountEvent = z.infer<typeof moderationCountEventSchema>;
