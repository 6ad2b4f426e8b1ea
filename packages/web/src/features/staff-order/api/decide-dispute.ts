import { orderSchema } from '@flowers/domain';
import type { DisputeDecisionInput, Order } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

/** The moderator's decision on a buyer's «Есть проблема» (issue 15). */
export async function decideDispute(input: {
  orderId: number;
  decision: DisputeDecisionInput;
}): Promise<Order> {
  const body = await call('post', '/api/moderator/orders/{id}/dispute/decision', {
    path: { id: input.orderId },
    body: input.decision,
  });
  return orderSchema.parse(body);
}

export function useDecideDispute() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: decideDispute,
    onSettled: () => invalidate(orderKeys.all),
  });
}
