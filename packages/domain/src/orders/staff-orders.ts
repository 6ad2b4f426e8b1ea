import { canOrderTransition } from './transitions';
import { allowsStaffActions, normalizeOrderStatus } from './status';
import type { OrderPhotoStage } from './status';
import type { RequestFailure } from '../common/request-failure';
import { can } from '../users/roles';
import type { Role } from '../users/roles';
import type { Order } from './wire';

// Texts of the staff order screens (spec §2, §4, §8); the Russian for stages and buttons
// the spec names only in English is ours.
export const ORDER_STAGE_LABELS: Record<OrderPhotoStage, string> = {
  chat: 'Переписка',
  delivery_call: 'Звонок о доставке',
  delivery: 'Доставка',
};
export const MODERPANEL_EMPTY_TEXT = 'Нет заказов на модерации';
export const OPEN_ORDER_TEXT = 'Открыть';
export const MARK_DELIVERED_TEXT = 'Отметить доставленным';
export const PHOTO_UPLOAD_FAILED_TEXT = 'Ошибка загрузки фото';
export const STATUS_CHANGE_FAILED_TEXT = 'Ошибка смены статуса';
export const ORDER_NOT_FOUND_TEXT = 'Заказ не найден';
export const ORDER_LOAD_ERROR_TEXT = 'Ошибка загрузки заказа';
export const ALL_ORDERS_EMPTY_TEXT = 'Заказов нет';
export const ORDER_EDIT_TITLE = 'Редактирование заказа';
export const ORDER_SAVE_TEXT = 'Сохранить';
export const ORDER_SAVED_TEXT = 'Заказ сохранён';
export const ORDER_SAVE_FAILED_TEXT = 'Ошибка при сохранении заказа';
export const COMPLETE_DELIVERED_TEXT = 'Завершить (скрыть из каталога)';
export const COMPLETE_DELIVERED_HINT =
  'Заказ доставлен: после завершения объявление исчезнет из каталога';

export const STAFF_ORDER_ACTIONS = ['complete', 'cancel', 'edit', 'delete'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

export const STAFF_ORDER_ACTION_TEXT: Record<StaffOrderAction, { label: string; verb: string }> = {
  complete: { label: 'Завершить', verb: 'завершить' },
  cancel: { label: 'Отменить', verb: 'отменить' },
  edit: { label: 'Редактировать', verb: 'редактировать' },
  delete: { label: 'Удалить', verb: 'удалить' },
};

export function orderActionQuestion(action: StaffOrderAction): string {
  return `Вы уверены, что хотите ${STAFF_ORDER_ACTION_TEXT[action].verb} этот заказ?`;
}

function bodyError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' && error !== '' ? error : null;
}

// spec §8 "All-orders actions": an answer other than 200, or no answer at all.
export function orderActionErrorText(failure: RequestFailure): string {
  if (failure.kind === 'response') {
    return `Ошибка: ${bodyError(failure.body) ?? failure.status}`;
  }
  return `Ошибка запроса: ${failure.message}`;
}

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
