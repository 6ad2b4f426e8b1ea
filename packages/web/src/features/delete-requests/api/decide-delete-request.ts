import type { DeleteRequest } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { adKeys, moderationKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export interface DeleteRequestDecision {
  request: Pick<DeleteRequest, 'id' | 'ad_id'>;
  approve: boolean;
}

// spec §7: approval goes through the request with the ad id; refusal through the ad.
export async function decideDeleteRequest({ request, approve }: DeleteRequestDecision) {
  const body = { ad_id: request.ad_id };
  if (approve) await call('post', '/api/ad_edits/{id}/approve', { path: { id: request.id }, body });
  else await call('post', '/api/moderate-ad-cancel-delete', { body });
}

export function useDecideDeleteRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: decideDeleteRequest,
    onSettled: () => invalidate(moderationKeys.all, adKeys.all),
  });
}
