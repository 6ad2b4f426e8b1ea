import { RESUBMIT_KEEP_PHOTOS_FIELD, adSchema } from '@flowers/domain';
import type { Ad, NewAd } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { MY_ADS_KEY } from '../../../api/get-my-ads';
import { upload } from '../../../api/call';
import { adQueryOptions } from '../../../api/get-ad';
import type { UploadProgress } from '../../../api/http';
import { useInvalidate } from '../../../api/use-invalidate';

export interface ResubmitAdRequest {
  adId: number;
  ad: NewAd;
  /** The places of the photos kept, in their new order; the new files follow them. */
  keep: readonly number[];
  photos: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
}

/** Issue 40: the fixed rejected bouquet, back to moderation as the same ad. */
export async function resubmitAd(request: ResubmitAdRequest): Promise<Ad> {
  const { adId, ad, keep, photos, onProgress } = request;
  const form = new FormData();
  form.append(RESUBMIT_KEEP_PHOTOS_FIELD, keep.join(','));
  form.append('title', ad.title);
  form.append('original_price', String(ad.original_price));
  form.append('description', ad.description ?? '');
  form.append('address', ad.address);
  form.append('phone', ad.phone);
  for (const photo of photos) form.append('images', photo, photo.name);
  const path = { id: adId };
  return adSchema.parse(await upload('put', '/api/ads/{id}/resubmit', { path, form, onProgress }));
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
