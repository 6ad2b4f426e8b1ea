import { z } from 'zod';
import { adStatusSchema } from './status';
import { adSchema } from './wire';
import { entityIdSchema } from '../common/wire';

// socket.io event names (spec §4 "Live updates", §7 "Realtime").
export const LIVE_EVENTS = {
  newAd: 'new_ad',
  adStatusChanged: 'ad_status_changed',
  moderationCount: 'moderation_count',
} as const;

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

export const RESERVED_AD_RETURNED_MESSAGE = 'Букет снова доступен для заказа!';
