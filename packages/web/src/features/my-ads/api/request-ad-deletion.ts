import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAdsQueryOptions } from '../../../api/get-my-ads';
import { apiRequest } from '../../../api/http';

export async function requestAdDeletion(adId: number): Promise<void> {
  await apiRequest(`/api/ads/${adId}/delete-request`, { method: 'POST' });
}

export function useRequestAdDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAdDeletion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAdsQueryOptions().queryKey }),
  });
}
