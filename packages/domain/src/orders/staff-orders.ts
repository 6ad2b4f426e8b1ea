import { canOrderTransition } from './transitions';
import { allowsStaffActions, normalizeOrderStatus } from './status';
import type { OrderPhotoStage } from './status';
import { can } from '../users/roles';
import type { Role } from '../users/roles';
import type { Order } from './wire';

// Texts of the staff order screens (spec §2, §4, §8); the Russian for stages and buttons
// the spec names only in English is ours.
export const ORDER_STAGE_LABELS: Record<OrderPhotoStage, string> = {
  // The first photo shows the bouquet made up; «Переписка» told a buyer nothing (issue 27).
  chat: 'Букет собран',
  delivery_call: 'Звонок о доставке',
  delivery: 'Доставка',
};

const STAFF_ORDER_ACTIONS = ['complete', 'cancel', 'edit', 'delete'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

/**
 * spec §4: actions only on active, created, delivered, new and paid orders; of those, the
 * ones the order's state machine allows, so no button leads to a certain refusal.
 */
export function staffOrderActions(status: string | null | undefined): StaffOrderAction[] {
  if (!allowsStaffActions(status)) return [];
  return STAFF_ORDER_ACTIONS.filter((action) => canOrderTransition(action, status));
}

export function isDeliveredOrder(status: string | null | undefined): boolean {
  return normalizeOrderStatus(status) === 'delivered';
}

// spec §6: staff see every order but deleted ones; others only active orders.
export function visibleOrders(orders: readonly Order[], role: Role): Order[] {
  if (can(role, 'allOrders')) {
    return orders.filter((order) => normalizeOrderStatus(order.status) !== 'deleted');
  }
  return orders.filter((order) => normalizeOrderStatus(order.status) === 'active');
}
