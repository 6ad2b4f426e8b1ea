import { editRequestListSchema, pendingEditRequests } from '@flowers/domain';
import type { EditRequest } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { moderationKeys } from '../../../api/query-keys';

export async function getEditRequests(): Promise<EditRequest[]> {
  const requests = editRequestListSchema.parse(await apiRequest('/api/ad_edits'));
  return pendingEditRequests(requests);
}

export function editRequestsQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.editRequests(), queryFn: getEditRequests });
}

export function useEditRequests() {
  return useQuery(editRequestsQueryOptions());
}
