import { useMutation } from '@tanstack/react-query';
import { call } from './call';
import { floristKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

export async function reportFloristMessage(threadId: number, messageId: number): Promise<void> {
  await call('post', '/api/florist-threads/{id}/messages/{messageId}/report', {
    path: { id: threadId, messageId },
  });
}

export function useReportFloristMessage(threadId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (messageId: number) => reportFloristMessage(threadId, messageId),
    onSuccess: () => invalidate(floristKeys.all),
  });
}
