import { adSchema } from '@flowers/domain';
import type { Ad, NewAd } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { MY_ADS_KEY } from '../../../api/get-my-ads';
import { uploadWithProgress } from '../../../api/http';
import type { UploadProgress } from '../../../api/http';
import { useInvalidate } from '../../../api/use-invalidate';

export interface CreateAdRequest {
  ad: NewAd;
  photos: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
}

// spec §7.
export async function createAd({ ad, photos, onProgress }: CreateAdRequest): Promise<Ad> {
  const form = new FormData();
  form.append('title', ad.title);
  form.append('original_price', String(ad.original_price));
  form.append('description', ad.description ?? '');
  form.append('address', ad.address);
  form.append('phone', ad.phone);
  for (const photo of photos) form.append('images', photo, photo.name);
  return adSchema.parse(await uploadWithProgress('/api/ads', form, { onProgress }));
}

export function useCreateAd() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: createAd,
    onSuccess: () => invalidate(MY_ADS_KEY),
  });
}
