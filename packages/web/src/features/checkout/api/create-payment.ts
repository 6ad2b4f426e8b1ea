import { payResponseSchema } from '@flowers/domain';
import type { Ad, Checkout, PayRequestInput } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';
import type { ApiBody } from '../../../api/call';

/** spec §7; the server prices the ad itself. */
export async function createPayment(body: ApiBody<'post', '/api/tinkoff/pay'>): Promise<string> {
  const answer = await call('post', '/api/tinkoff/pay', { body });
  return payResponseSchema.parse(answer).paymentUrl;
}

export function payRequestFor(
  ad: Pick<Ad, 'id' | 'price' | 'title'>,
  buyerId: string,
  form: Checkout,
) {
  return {
    adId: ad.id,
    name: form.name,
    address: form.address,
    phone: form.phone,
    email: form.email ?? '',
    comment: form.comment ?? '',
    delivery_date: form.delivery_date,
    delivery_slot: form.delivery_slot,
    recipient_is_other: form.recipient_is_other === true,
    recipient_name: form.recipient_name,
    recipient_phone: form.recipient_phone,
    card_message: form.card_message,
    buyer_user_id: buyerId,
    amount: ad.price,
    description: ad.title,
  } satisfies PayRequestInput;
}

export function useCreatePayment() {
  const invalidate = useInvalidate();
  // Issue 40: her new order holds the bouquet, and its cards say so.
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => {
      void invalidate(orderKeys.mine());
    },
  });
}
