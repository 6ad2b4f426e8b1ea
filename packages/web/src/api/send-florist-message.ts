import type { FloristMessageBody, FloristThread } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from './call';
import { floristKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

/** Where a message goes: a bouquet (a question), an order, or a thread already open. */
export type FloristTarget = { ad: number } | { order: number } | { thread: number };

/** `body.key` is the message's own: sent again after a failure, it is stored once. */
export function sendFloristMessage(
  target: FloristTarget,
  body: FloristMessageBody,
): Promise<FloristThread> {
  if ('ad' in target) {
    return call('post', '/api/ads/{id}/messages', { path: { id: target.ad }, body });
  }
  if ('order' in target) {
    return call('post', '/api/orders/{id}/messages', { path: { id: target.order }, body });
  }
  return call('post', '/api/florist-threads/{id}/messages', { path: { id: target.thread }, body });
}

export function useSendFloristMessage(target: FloristTarget) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: FloristMessageBody) => sendFloristMessage(target, body),
    onSuccess: () => invalidate(floristKeys.all),
  });
}
