import type { FloristMessageBody, FloristThread } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { typedApiRequest } from './http';
import { floristKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

/** Where a message goes: a bouquet (a question), an order, or a thread already open. */
export type FloristTarget = { ad: number } | { order: number } | { thread: number };

function pathOf(target: FloristTarget): string {
  if ('ad' in target) return `/api/ads/${target.ad}/messages`;
  if ('order' in target) return `/api/orders/${target.order}/messages`;
  return `/api/florist-threads/${target.thread}/messages`;
}

/** `body.key` is the message's own: sent again after a failure, it is stored once. */
export function sendFloristMessage(
  target: FloristTarget,
  body: FloristMessageBody,
): Promise<FloristThread> {
  return typedApiRequest<FloristThread>(pathOf(target), { method: 'POST', body });
}

export function useSendFloristMessage(target: FloristTarget) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: FloristMessageBody) => sendFloristMessage(target, body),
    onSuccess: () => invalidate(floristKeys.all),
  });
}
