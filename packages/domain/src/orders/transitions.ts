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
  // spec §4 offers staff actions on created orders; issue 40: delivery follows the money, so
  // an unpaid order is never delivered. Staff may still complete (close) it: the server closes
  // its payment form at the bank first, so the buyer cannot pay afterwards.
  markDelivered: { from: ['paid'], to: 'delivered' },
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
