import type { EditAd } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { MY_ADS_KEY } from '../../../api/get-my-ads';
import { call } from '../../../api/call';
import { adQueryOptions } from '../../../api/get-ad';
import { useInvalidate } from '../../../api/use-invalidate';

export interface AdEditRequest {
  adId: number;
  edit: EditAd;
}

// spec §7; the schema has already trimmed them.
export async function requestAdEdit({ adId, edit }: AdEditRequest): Promise<void> {
  const body = { title: edit.title, description: edit.description ?? '', price: edit.price };
  await call('post', '/api/ads/{id}/edit-request', { path: { id: adId }, body });
}

export function useRequestAdEdit() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: requestAdEdit,
    onSuccess: async (_done, { adId }) => {
      await invalidate(MY_ADS_KEY, adQueryOptions(adId).queryKey);
    },
  });
}
