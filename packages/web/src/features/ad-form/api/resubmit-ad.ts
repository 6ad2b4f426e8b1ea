import { adSchema } from '@flowers/domain';
import type { Ad, NewAd } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { MY_ADS_KEY } from '../../../api/get-my-ads';
import { call } from '../../../api/call';
import { adQueryOptions } from '../../../api/get-ad';
import { useInvalidate } from '../../../api/use-invalidate';

export interface ResubmitAdRequest {
  adId: number;
  ad: NewAd;
}

/** Issue 40: the fixed rejected bouquet, back to moderation as the same ad. */
export async function resubmitAd({ adId, ad }: ResubmitAdRequest): Promise<Ad> {
  const body = {
    title: ad.title,
    original_price: String(ad.original_price),
    description: ad.description ?? '',
    address: ad.address,
    phone: ad.phone,
  };
  return adSchema.parse(await call('put', '/api/ads/{id}/resubmit', { path: { id: adId }, body }));
}

export function useResubmitAd() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: resubmitAd,
    onSuccess: async (_ad, { adId }) => {
      await invalidate(MY_ADS_KEY, adQueryOptions(adId).queryKey);
    },
  });
}
