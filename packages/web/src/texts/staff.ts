// Issue 13.

export const STAFF_LIST_FAILED_TEXT = 'Не удалось загрузить список';
export const ORDERS_FAILED_TEXT = 'Ошибка загрузки заказов';
export const ALL_TAB_TEXT = 'Все';
export const STATUS_TABS_LABEL = 'Статус';
export const IN_WORK_TAB_TEXT = 'В работе';
export const FINISHED_TAB_TEXT = 'Завершённые';

export function deliveredDoneText(orderNumber: string): string {
  return `Заказ № ${orderNumber} отмечен доставленным`;
}

export const STAGE_PHOTO_DONE_TEXT = 'Фото загружено';

export const EDIT_APPROVED_TEXT = 'Изменения одобрены';
export const EDIT_REJECTED_TEXT = 'Изменения отклонены';
export const DELETE_APPROVED_TEXT = 'Объявление удалено';
export const DELETE_REJECTED_TEXT = 'Удаление отклонено';

export const ROLE_TAB_LABELS = {
  user: 'Пользователи',
  moderator: 'Модераторы',
  admin: 'Администраторы',
} as const;
export const ROLE_CHANGED_TEXT = 'Роль изменена';
export const BLACKLISTED_TEXT = 'Добавлен в чёрный список';
export const UNBLACKLISTED_TEXT = 'Убран из чёрного списка';
export const USER_DELETED_TEXT = 'Пользователь удалён';
export const USER_ADDED_TEXT = 'Пользователь добавлен';

export const CANCELLED_TAB_TEXT = 'Отменённые';
export const MORE_DETAILS_TEXT = 'Подробнее';
export const ORDER_ACTION_DONE_TEXT = {
  complete: 'Заказ завершён',
  cancel: 'Заказ отменён',
  delete: 'Заказ удалён',
} as const;

export const PAYOUT_RECORDED_TEXT = 'Выплата записана';
