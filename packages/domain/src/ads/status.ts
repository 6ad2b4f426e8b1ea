export const AD_STATUSES = [
  'new',
  'edited',
  'reserved',
  'edit_pending',
  'edit_rejected',
  'delete_pending',
  'delete',
  'delete_admin',
  'delete_rejected',
  'completed',
  'expired',
  'cancel',
  'wait_moder',
] as const;

export type AdStatus = (typeof AD_STATUSES)[number];

export const AD_STATUS_LABELS: Record<AdStatus, string> = {
  new: 'Объявление создано',
  edited: 'Отредактировано',
  reserved: 'Зарезервировано',
  edit_pending: 'Редактирование на модерации',
  edit_rejected: 'Редактирование отклонено',
  delete_pending: 'Удаление запрошено',
  delete: 'Удалено',
  delete_admin: 'Удалено администратором',
  delete_rejected: 'Удаление отклонено',
  completed: 'Завершено',
  expired: 'Истек срок',
  cancel: 'Отклонено администрацией',
  wait_moder: 'ОЖИДАЕТ МОДЕРАЦИИ',
};

export function isAdStatus(status: unknown): status is AdStatus {
  return typeof status === 'string' && (AD_STATUSES as readonly string[]).includes(status);
}

export function adStatusLabel(status: string): string {
  return isAdStatus(status) ? AD_STATUS_LABELS[status] : status;
}

function memberOf(list: readonly AdStatus[], status: string): boolean {
  return (list as readonly string[]).includes(status);
}

const OWNER_LOCKED_STATUSES = [
  'reserved',
  'completed',
  'delete',
  'delete_admin',
  'expired',
  'cancel',
  'wait_moder',
] as const satisfies readonly AdStatus[];

// Pending statuses answer true (spec §4), yet the server refuses a second pending request.
export function canOwnerRequestChange(status: string): boolean {
  return isAdStatus(status) && !memberOf(OWNER_LOCKED_STATUSES, status);
}

export const COUNTDOWN_STATUSES = [
  'new',
  'edited',
  'edit_pending',
  'edit_rejected',
  'delete_pending',
  'delete_rejected',
] as const satisfies readonly AdStatus[];

export function showsCountdown(status: string): boolean {
  return memberOf(COUNTDOWN_STATUSES, status);
}

const MARKED_STATUSES = [
  'reserved',
  'delete',
  'cancel',
  'expired',
  'wait_moder',
] as const satisfies readonly AdStatus[];

export function isMarkedOnCard(status: string): boolean {
  return memberOf(MARKED_STATUSES, status);
}

// Reserved ads are shown greyed out (spec §2).
export const CATALOGUE_STATUSES = [
  ...COUNTDOWN_STATUSES,
  'reserved',
] as const satisfies readonly AdStatus[];

export function isInCatalogue(status: string): boolean {
  return memberOf(CATALOGUE_STATUSES, status);
}

// spec §6. A pending edit or delete request does not stop a sale; a released reservation
// returns the ad to its request.
export const ORDERABLE_STATUSES = [
  'new',
  'edited',
  'edit_pending',
  'edit_rejected',
  'delete_pending',
  'delete_rejected',
] as const satisfies readonly AdStatus[];

export function isOrderable(status: string): boolean {
  return memberOf(ORDERABLE_STATUSES, status);
}
