import { z } from 'zod';
import { ORDER_ACTION_STATUSES, orderPhotoStageSchema } from './status';
import { adPageQuerySchema } from '../ads/wire';
import { safeDealSchema } from '../payments/safe-deal';
import { entityIdSchema, isoDateTimeSchema, userIdSchema } from '../common/wire';

const text = z.string().nullable();
const rublesSchema = z.number().int().nonnegative();

// spec §3. status stays free text: unknown statuses are shown raw (spec §4).
export const orderSchema = z.object({
  id: entityIdSchema,
  order_number: z.string(),
  ad_id: entityIdSchema.nullable().optional(),
  status: z.string(),
  title: z.string(),
  comment: text,
  price: rublesSchema,
  original_price: rublesSchema,
  address: text,
  created_at: isoDateTimeSchema,
  cancelled_at: isoDateTimeSchema.nullable(),
  cancel_reason: text,
  cancellation_reason: text.optional(),
  reason: text.optional(),
  preview_image: text,
  image_urls: z.array(z.string()),
  photos: z.partialRecord(orderPhotoStageSchema, z.string()),
  seller_username: text,
  seller_user_id: userIdSchema,
  seller_id: userIdSchema.optional(),
  seller_address: text,
  seller_phone: text,
  buyer_name: text,
  buyer_username: text,
  buyer_user_id: userIdSchema,
  buyer_id: userIdSchema.optional(),
  buyer_phone: text,
  buyer_address: text,
  buyer_email: text,
  // Absent on orders made before issue 16.
  status_label: z.string().optional(),
  delivery_date: text.optional(),
  delivery_slot: text.optional(),
  delivery_when: text.optional(),
  recipient_name: text.optional(),
  recipient_phone: text.optional(),
  card_message: text.optional(),
  pay_until: isoDateTimeSchema.nullable().optional(),
  safe_deal: safeDealSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);

export const ALL_ORDERS_TABS = ['open', 'completed', 'cancelled'] as const;
export type AllOrdersTab = (typeof ALL_ORDERS_TABS)[number];

export const ALL_ORDERS_TAB_STATUSES: Record<AllOrdersTab, readonly string[]> = {
  open: ORDER_ACTION_STATUSES,
  completed: ['completed'],
  cancelled: ['cancelled'],
};

export const allOrdersPageQuerySchema = adPageQuerySchema.extend({
  tab: z.enum(['all', ...ALL_ORDERS_TABS], { error: 'Неизвестная вкладка заказов' }).default('all'),
});

const count = z.number().int().nonnegative();

export const orderPageSchema = z.object({
  orders: orderListSchema,
  next_cursor: z.string().nullable(),
  counts: z.object({ all: count, open: count, completed: count, cancelled: count }),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export function orderCancelReason(
  order: Pick<Order, 'cancel_reason' | 'cancellation_reason' | 'reason'>,
): string | null {
  return order.cancel_reason ?? order.cancellation_reason ?? order.reason ?? null;
}

export const orderByAdResponseSchema = z.object({ order: entityIdSchema.nullable() });

export const moderatorOrderResponseSchema = z.object({ order: orderSchema });

export const payResponseSchema = z.object({ paymentUrl: z.string() });
export type PayResponse = z.infer<typeof payResponseSchema>;
