import type { StaffOrderAction } from '@flowers/domain';

// Screen texts about orders (spec §2, §4, §8); the Russian for buttons the spec names only in
// English is ours.

export const COMPLETE_ORDER_BUTTON_TEXT = 'Завершить заказ';
export const CANCEL_ORDER_BUTTON_TEXT = 'Отменить заказ';

export const CANCEL_ORDER_CONFIRM = {
  title: 'Подтвердите отмену заказа',
  reject: 'Нет',
  accept: 'Да, отменить',
} as const;

export const CANCEL_ORDER_SUCCESS_TEXT = 'Отмена заказа прошла успешно';
export const NO_ACTIVE_ORDER_TEXT = 'Нет активного заказа для этого объявления';
export const MY_ORDERS_EMPTY_TEXT = 'У вас пока нет заказов';
export const ORDERS_LOAD_ERROR_TEXT = 'Ошибка загрузки заказов';
export const ORDER_FINISHED_BUTTON_TEXT = 'Уже завершён';
export const ORDER_FINISHED_NOTE = 'Действия с этим заказом недоступны';

// The staff order screens.
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

export const STAFF_ORDER_ACTION_TEXT: Record<StaffOrderAction, { label: string; verb: string }> = {
  complete: { label: 'Завершить', verb: 'завершить' },
  cancel: { label: 'Отменить', verb: 'отменить' },
  edit: { label: 'Редактировать', verb: 'редактировать' },
  delete: { label: 'Удалить', verb: 'удалить' },
};

export function orderActionQuestion(action: StaffOrderAction): string {
  return `Вы уверены, что хотите ${STAFF_ORDER_ACTION_TEXT[action].verb} этот заказ?`;
}
