import { ORDER_ACTION_STATUSES, normalizeOrderStatus } from './status';
import type { OrderStatus } from './status';

interface OrderTransition {
  readonly from: readonly OrderStatus[];
  // null: the action changes the order's fields, not its status.
  readonly to: OrderStatus | null;
}

export const ORDER_TRANSITIONS = {
  markPaid: { from: ['created'], to: 'paid' },
  failPayment: { from: ['created'], to: 'cancelled' },
  // spec §4: staff may complete and mark delivered a created (unpaid) order too; the server
  // closes its payment form at the bank first, so the buyer cannot pay afterwards.
  markDelivered: { from: ['created', 'paid'], to: 'delivered' },
  complete: { from: ['created', 'paid', 'delivered'], to: 'completed' },
  cancel: { from: ['created', 'paid', 'delivered'], to: 'cancelled' },
  delete: { from: ['created', 'paid', 'delivered', 'completed', 'cancelled'], to: 'deleted' },
  edit: { from: ORDER_ACTION_STATUSES, to: null },
} as const satisfies Record<string, OrderTransition>;

export type OrderAction = keyof typeof ORDER_TRANSITIONS;

export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as readonly OrderAction[];

export function canOrderTransition(action: OrderAction, from: string | null | undefined): boolean {
  const sources: readonly string[] = ORDER_TRANSITIONS[action].from;
  return sources.includes(normalizeOrderStatus(from));
}

export function orderTransitionTarget(action: OrderAction): OrderStatus | null {
  return ORDER_TRANSITIONS[action].to;
}
