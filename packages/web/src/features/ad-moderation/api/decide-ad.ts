import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { adKeys, moderationKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export type AdDecision =
  { adId: number; approve: true } | { adId: number; approve: false; reason: string };

// spec §7: approve has no body; reject sends the reason.
export async function decideAd(decision: AdDecision): Promise<void> {
  if (decision.approve) {
    await apiRequest(`/api/moderate/ads/${decision.adId}/approve`, { method: 'POST' });
  } else {
    await apiRequest(`/api/moderate/ads/${decision.adId}/reject`, {
      method: 'POST',
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
