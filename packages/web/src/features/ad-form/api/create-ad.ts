import { AD_CREATION_KEY_FIELD, adSchema } from '@flowers/domain';
import type { Ad, NewAd } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { MY_ADS_KEY } from '../../../api/get-my-ads';
import { upload } from '../../../api/call';
import type { UploadProgress } from '../../../api/http';
import { useInvalidate } from '../../../api/use-invalidate';

export interface CreateAdRequest {
  ad: NewAd;
  /** The form's own key: the server answers a repeated one with the first ad (issue 40). */
  creationKey: string;
  photos: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
}

// spec §7.
export async function createAd({
  ad,
  creationKey,
  photos,
  onProgress,
}: CreateAdRequest): Promise<Ad> {
  const form = new FormData();
  // Before the photos, so the server reads it first.
  form.append(AD_CREATION_KEY_FIELD, creationKey);
  form.append('title', ad.title);
  form.append('original_price', String(ad.original_price));
  form.append('description', ad.description ?? '');
  form.append('address', ad.address);
  form.append('phone', ad.phone);
  for (const photo of photos) form.append('images', photo, photo.name);
  return adSchema.parse(await upload('post', '/api/ads', { form, onProgress }));
}

export function useCreateAd() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: createAd,
    onSuccess: () => invalidate(MY_ADS_KEY),
  });
}
