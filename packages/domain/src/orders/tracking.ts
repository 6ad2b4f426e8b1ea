import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema, userIdSchema } from '../common/wire';
import { sellerRatingSchema, reviewSchema } from '../ratings/wire';
import { DELIVERY_SLOTS } from './delivery';
import { ORDER_PHOTO_STAGES } from './status';

/** Issue 16: the buyer's order page, /myorders/{id}. */
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
  'Спросить флориста можно в «Переписке с флористом» на этой странице; если что-то пошло не так, напишите в поддержку.';
export const SUPPORT_LABEL = 'Написать в поддержку';

const trackingStepSchema = z.object({
  step: z.enum(TRACKING_STEPS),
  label: z.string(),
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
  stage_photos: z.array(stagePhotoSchema),
  delivery: z.object({
    address: z.string().nullable(),
    date: z.string().nullable(),
    slot: z.enum(DELIVERY_SLOTS).nullable(),
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
    /** Only while the order is being delivered. */
    phone: z.string().nullable(),
    contact_note: z.string(),
  }),
  support_url: z.string(),
  can_rate: z.boolean(),
  rating: reviewSchema.nullable(),
  rating_editable_until: isoDateTimeSchema.nullable(),
  pay_until: isoDateTimeSchema.nullable().optional(),
  receipt_stage: z.enum(['awaiting', 'disputed']).nullable().optional(),
  /** After it the deal completes by itself. */
  confirm_by: isoDateTimeSchema.nullable().optional(),
  dispute: z
    .object({
      text: z.string(),
      created_at: isoDateTimeSchema,
      outcome: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const ORDER_UPDATED_EVENT = 'order_updated';

export const orderUpdatedEventSchema = z.object({
  orderId: entityIdSchema,
  status: z.string(),
  status_label: z.string(),
});
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;

export function userRoom(userId: number | string): `user:${string}` {
  return `user:${userId}`;
}

interface TrackingFacts {
  paidAt: Date | null;
  firstPhotoAt: Date | null;
  deliveredAt: Date | null;
  confirmedAt: Date | null;
}

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
