import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema, userIdSchema } from '../common/wire';
import { sellerRatingSchema, reviewSchema } from '../ratings/wire';
import { DELIVERY_SLOTS } from './delivery';
import { ORDER_PHOTO_STAGES } from './status';

/**
 * The buyer's order page, /myorders/{id} (issue 16): the steps from payment to the buyer's
 * confirmation, each with its time once reached.
 */
export const TRACKING_STEPS = ['paid', 'in_work', 'delivered', 'confirmed'] as const;
type TrackingStep = (typeof TRACKING_STEPS)[number];

export const TRACKING_STEP_LABELS: Record<TrackingStep, string> = {
  paid: 'Оплачен',
  in_work: 'Букет в работе',
  delivered: 'Доставлен',
  confirmed: 'Получение подтверждено',
};

export const TRACKING_CANCELLED_LABEL = 'Заказ отменён';
export const SELLER_CONTACT_NOTE =
  'Связаться с продавцом можно через поддержку: мы передадим ему ваш вопрос.';
export const SUPPORT_LABEL = 'Написать в поддержку';

const trackingStepSchema = z.object({
  step: z.enum(TRACKING_STEPS),
  label: z.string(),
  /** When the step was reached; null while it is ahead. */
  at: isoDateTimeSchema.nullable(),
});

const stagePhotoSchema = z.object({
  stage: z.enum(ORDER_PHOTO_STAGES),
  label: z.string(),
  url: z.string(),
  at: isoDateTimeSchema,
});

export const orderTrackingSchema = z.object({
  id: entityIdSchema,
  order_number: z.string(),
  title: z.string(),
  price: z.number().int().nonnegative(),
  preview_image: z.string().nullable(),
  status: z.string(),
  status_label: z.string(),
  created_at: isoDateTimeSchema,
  steps: z.array(trackingStepSchema),
  /** Oldest first: the gallery of the order. */
  stage_photos: z.array(stagePhotoSchema),
  delivery: z.object({
    address: z.string().nullable(),
    date: z.string().nullable(),
    slot: z.enum(DELIVERY_SLOTS).nullable(),
    /** «25 ноября, 10:00–12:00», or null without a chosen slot (within 24 hours). */
    when_label: z.string().nullable(),
    buyer_name: z.string().nullable(),
    buyer_phone: z.string().nullable(),
    recipient_name: z.string().nullable(),
    recipient_phone: z.string().nullable(),
    card_message: z.string().nullable(),
    comment: z.string().nullable(),
  }),
  cancelled_at: isoDateTimeSchema.nullable(),
  cancel_reason: z.string().nullable(),
  seller: z.object({
    id: userIdSchema,
    display_name: z.string(),
    rating: sellerRatingSchema,
    /** The seller's phone only while the order is being delivered, else null. */
    phone: z.string().nullable(),
    contact_note: z.string(),
  }),
  support_url: z.string(),
  /** True when the buyer may rate the seller now (or still edit the rating). */
  can_rate: z.boolean(),
  rating: reviewSchema.nullable(),
  rating_editable_until: isoDateTimeSchema.nullable(),
  // Issue 26: the order page is the buyer's home for the order.
  /** An unpaid order's payment window: «Оплатить» until then. */
  pay_until: isoDateTimeSchema.nullable().optional(),
  /** «Получили букет?» still waits for the buyer, or their dispute for the staff. */
  receipt_stage: z.enum(['awaiting', 'disputed']).nullable().optional(),
  /** The end of the buyer's window to answer; after it the deal completes by itself. */
  confirm_by: isoDateTimeSchema.nullable().optional(),
  dispute: z
    .object({
      text: z.string(),
      created_at: isoDateTimeSchema,
      /** The staff's decision in the buyer's words, or null while under review. */
      outcome: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** socket.io event to the buyer's own room when their order changes; the page reloads it. */
export const ORDER_UPDATED_EVENT = 'order_updated';

export const orderUpdatedEventSchema = z.object({
  orderId: entityIdSchema,
  status: z.string(),
  status_label: z.string(),
});
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;

/** The buyer's own room; each socket with valid init data joins it on connect. */
export function userRoom(userId: number | string): `user:${string}` {
  return `user:${userId}`;
}

interface TrackingFacts {
  paidAt: Date | null;
  /** The first stage photo: the seller has the bouquet in hand. */
  firstPhotoAt: Date | null;
  deliveredAt: Date | null;
  /** The buyer answered «Получили букет?», or the order was completed. */
  confirmedAt: Date | null;
}

/** The four steps in order, each with the time it was reached or null. */
export function trackingSteps(facts: TrackingFacts): z.infer<typeof trackingStepSchema>[] {
  const at: Record<TrackingStep, Date | null> = {
    paid: facts.paidAt,
    in_work: facts.firstPhotoAt,
    delivered: facts.deliveredAt,
    confirmed: facts.confirmedAt,
  };
  return TRACKING_STEPS.map((step) => ({
    step,
    label: TRACKING_STEP_LABELS[step],
    at: at[step]?.toISOString() ?? null,
  }));
}
