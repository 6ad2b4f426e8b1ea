import { canOrderTransition } from './transitions';
import { allowsStaffActions, normalizeOrderStatus } from './status';
import type { OrderPhotoStage } from './status';
import { can } from '../users/roles';
import type { Role } from '../users/roles';
import type { Order } from './wire';

// The Russian for stages and buttons the spec names only in English is ours.
export const ORDER_STAGE_LABELS: Record<OrderPhotoStage, string> = {
  // «Переписка» told a buyer nothing (issue 27).
  chat: 'Букет собран',
  delivery_call: 'Звонок о доставке',
  delivery: 'Доставка',
};

const STAFF_ORDER_ACTIONS = ['complete', 'cancel', 'edit', 'delete'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

/** spec §4, limited to what the state machine allows, so no button leads to a certain refusal. */
export function staffOrderActions(status: string | null | undefined): StaffOrderAction[] {
  if (!allowsStaffActions(status)) return [];
  return STAFF_ORDER_ACTIONS.filter((action) => canOrderTransition(action, status));
}

export function isDeliveredOrder(status: string | null | undefined): boolean {
  return normalizeOrderStatus(status) === 'delivered';
}

export function visibleOrders(orders: readonly Order[], role: Role): Order[] {
  if (can(role, 'allOrders')) {
    return orders.filter((order) => normalizeOrderStatus(order.status) !== 'deleted');
  }
  return orders.filter((order) => normalizeOrderStatus(order.status) === 'active');
}
