import { z } from 'zod';

/** Same origin only. */
export const paymentPopupMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payment_success'), orderId: z.string() }),
  z.object({ type: z.literal('payment_failure'), message: z.string() }),
]);
export type PaymentPopupMessage = z.infer<typeof paymentPopupMessageSchema>;
