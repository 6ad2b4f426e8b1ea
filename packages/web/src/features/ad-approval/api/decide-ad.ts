import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { adKeys, moderationKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export type AdDecision =
  { adId: number; approve: true } | { adId: number; approve: false; reason: string };

// spec §7: approve has no body; reject sends the reason.
export async function decideAd(decision: AdDecision): Promise<void> {
  if (decision.approve) {
    await call('post', '/api/moderate/ads/{id}/approve', { path: { id: decision.adId } });
  } else {
    await call('post', '/api/moderate/ads/{id}/reject', {
      path: { id: decision.adId },
      body: { reason: decision.reason },
    });
  }
}

export function useDecideAd() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: decideAd,
    // The waiting list, the pending-count dot and the catalogue all change.
    onSettled: () => invalidate(moderationKeys.all, adKeys.all),
  });
}
