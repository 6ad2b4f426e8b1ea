import { useMutation } from '@tanstack/react-query';
import { MY_ADS_KEY } from '../../../api/get-my-ads';
import { apiRequest } from '../../../api/http';
import { useInvalidate } from '../../../api/use-invalidate';

export async function requestAdDeletion(adId: number): Promise<void> {
  await apiRequest(`/api/ads/${adId}/delete-request`, { method: 'POST' });
}

export function useRequestAdDeletion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: requestAdDeletion,
    onSettled: () => invalidate(MY_ADS_KEY),
  });
}
