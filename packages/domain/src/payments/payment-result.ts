import { z } from 'zod';

/** What a payment popup window posts to the page that opened it (same origin only). */
export const paymentPopupMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payment_success'), orderId: z.string() }),
  z.object({ type: z.literal('payment_failure'), message: z.string() }),
]);
export type PaymentPopupMessage = z.infer<typeof paymentPopupMessageSchema>;
