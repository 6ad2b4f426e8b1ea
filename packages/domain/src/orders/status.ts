import { z } from 'zod';

// spec §4 "Order statuses"; anything else is shown raw.
export const ORDER_STATUSES = [
  'active',
  'created',
  'new',
  'paid',
  'delivered',
  'completed',
  'cancelled',
  'deleted',
  'reserved',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusSchema = z.enum(ORDER_STATUSES);

// Older records say 'Delivered' (spec §4); comparisons go through this.
export function normalizeOrderStatus(status: string | null | undefined): string {
  return (status ?? '').trim().toLowerCase();
}

// The product never shows a raw English status, so statuses the spec leaves raw get labels too.
const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  active: 'Активен',
  created: 'Создан',
  new: 'Новый',
  paid: 'Оплачен',
  delivered: 'Доставлен',
  reserved: 'Зарезервирован',
  completed: 'Завершён',
  cancelled: 'Отменён',
  deleted: 'Удалён',
};

const ORDER_NO_STATUS_LABEL = 'Нет статуса';

export function orderStatusLabel(status: string | null | undefined): string {
  const raw = status ?? '';
  const key = normalizeOrderStatus(raw);
  if (key === '') return ORDER_NO_STATUS_LABEL;
  return ORDER_STATUS_LABELS[key as OrderStatus] ?? raw;
}

function memberOf(list: readonly OrderStatus[], status: string | null | undefined): boolean {
  return (list as readonly string[]).includes(normalizeOrderStatus(status));
}

export const ORDER_ACTION_STATUSES = [
  'active',
  'created',
  'delivered',
  'new',
  'paid',
] as const satisfies readonly OrderStatus[];

export function allowsStaffActions(status: string | null | undefined): boolean {
  return memberOf(ORDER_ACTION_STATUSES, status);
}

const FINISHED_ORDER_STATUSES = [
  'completed',
  'deleted',
  'cancelled',
] as const satisfies readonly OrderStatus[];

export function isFinishedOrder(status: string | null | undefined): boolean {
  return memberOf(FINISHED_ORDER_STATUSES, status);
}

export const ORDER_PHOTO_STAGES = ['chat', 'delivery_call', 'delivery'] as const;

export type OrderPhotoStage = (typeof ORDER_PHOTO_STAGES)[number];

export const orderPhotoStageSchema = z.enum(ORDER_PHOTO_STAGES);
