import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './http';
import { floristKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

export async function reportFloristMessage(threadId: number, messageId: number): Promise<void> {
  await apiRequest(`/api/florist-threads/${threadId}/messages/${messageId}/report`, {
    method: 'POST',
  });
}

export function useReportFloristMessage(threadId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (messageId: number) => reportFloristMessage(threadId, messageId),
    onSuccess: () => invalidate(floristKeys.all),
  });
}
