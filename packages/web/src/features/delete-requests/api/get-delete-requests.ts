import { deleteRequestListSchema } from '@flowers/domain';
import type { DeleteRequest } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { moderationKeys } from '../../../api/query-keys';

export async function getDeleteRequests(): Promise<DeleteRequest[]> {
  return deleteRequestListSchema.parse(await apiRequest('/api/ad_delete_requests'));
}

export function deleteRequestsQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.deleteRequests(), queryFn: getDeleteRequests });
}

export function useDeleteRequests() {
  return useQuery(deleteRequestsQueryOptions());
}
