import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { adKeys, moderationKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export interface EditRequestDecision {
  requestId: number;
  approve: boolean;
}

// spec §7: neither call carries a body for edit requests.
export async function decideEditRequest({ requestId, approve }: EditRequestDecision) {
  const path = { id: requestId };
  if (approve) await call('post', '/api/ad_edits/{id}/approve', { path });
  else await call('post', '/api/ad_edits/{id}/reject', { path });
}

export function useDecideEditRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: decideEditRequest,
    onSettled: () => invalidate(moderationKeys.all, adKeys.all),
  });
}
