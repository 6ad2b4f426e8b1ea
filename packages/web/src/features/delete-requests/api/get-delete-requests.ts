import { deleteRequestListSchema } from '@flowers/domain';
import type { DeleteRequest } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';

export async function getDeleteRequests(): Promise<DeleteRequest[]> {
  return deleteRequestListSchema.parse(await apiRequest('/api/ad_delete_requests'));
}

export function deleteRequestsQueryOptions() {
  return queryOptions({ queryKey: ['moderation', 'delete-requests'], queryFn: getDeleteRequests });
}

export function useDeleteRequests() {
  return useQuery(deleteRequestsQueryOptions());
}
