import { adSchema } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from './call';
import { adKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

/** Issue 29. The server answers a repeated tap with the ad the first one made. */
export async function relistAd(adId: number): Promise<Ad> {
  return adSchema.parse(await call('post', '/api/ads/{id}/relist', { path: { id: adId } }));
}

export function useRelistAd() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: relistAd,
    onSettled: (_ad, _error, adId) => invalidate(adKeys.mine(), adKeys.detail(adId)),
  });
}
