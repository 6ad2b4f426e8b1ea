import { useMutation } from '@tanstack/react-query';
import { MY_ADS_KEY } from '../../../api/get-my-ads';
import { call } from '../../../api/call';
import { useInvalidate } from '../../../api/use-invalidate';

export async function requestAdDeletion(adId: number): Promise<void> {
  await call('post', '/api/ads/{id}/delete-request', { path: { id: adId } });
}

export function useRequestAdDeletion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: requestAdDeletion,
    onSettled: () => invalidate(MY_ADS_KEY),
  });
}
