import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { adKeys, moderationKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export interface EditRequestDecision {
  requestId: number;
  approve: boolean;
}

// spec §7: neither call carries a body for edit requests.
export async function decideEditRequest({ requestId, approve }: EditRequestDecision) {
  const action = approve ? 'approve' : 'reject';
  await apiRequest(`/api/ad_edits/${requestId}/${action}`, { method: 'POST' });
}

export function useDecideEditRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: decideEditRequest,
    onSettled: () => invalidate(moderationKeys.all, adKeys.all),
  });
}
