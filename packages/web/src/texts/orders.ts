import type { StaffOrderAction } from '@flowers/domain';

// spec §2, §4, §8; Russian for what the spec names only in English is ours.

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

export const MODERPANEL_EMPTY_TEXT = 'Нет заказов на модерации';
export const OPEN_ORDER_TEXT = 'Открыть';
export const MARK_DELIVERED_TEXT = 'Отметить доставленным';

export function markDeliveredQuestion(orderNumber: string): string {
  return `Отметить заказ № ${orderNumber} доставленным?`;
}
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

/** Issue 40: completing an unpaid order closes it; nothing is delivered, rated or counted. */
export const UNPAID_COMPLETE_CONFIRM = {
  title: 'Заказ не оплачен',
  accept: 'Завершить без оплаты',
} as const;

export function unpaidCompleteQuestion(orderNumber: string): string {
  return `Завершить заказ № ${orderNumber} без оплаты? Покупатель не сможет его оплатить и оценить, доставка не будет засчитана продавцу.`;
}

export function orderActionQuestion(action: StaffOrderAction): string {
  return `Вы уверены, что хотите ${STAFF_ORDER_ACTION_TEXT[action].verb} этот заказ?`;
}

export const ORDERS_LOADING_LABEL = 'Загрузка заказов';
export const BOUQUET_LABEL = 'Букет';
export const ORDER_CREATED_LABEL = 'Создан';
export const BUYER_LABEL = 'Покупатель';
export const BUYER_TELEGRAM_LABEL = 'Telegram покупателя';
export const BUYER_PHONE_LABEL = 'Телефон покупателя';
export const DELIVERY_ADDRESS_LABEL = 'Адрес доставки';
export const SELLER_PHONE_LABEL = 'Телефон продавца';
export const SELLER_ADDRESS_LABEL = 'Адрес продавца';
export const COMMENT_LABEL = 'Комментарий';
export const CANCEL_REASON_LABEL = 'Причина отмены';
export const CHECKOUT_TITLE = 'Оформление заказа';
export const NAME_LABEL = 'Имя';
export const CHECKOUT_ADDRESS_HINT = 'Москва и Московская область';
export const CHECKOUT_EMAIL_HINT = 'Необязательно: пришлём чек';
export const GO_TO_PAYMENT_TEXT = 'Перейти к оплате';
export const ORDER_TOTAL_LABEL = 'К оплате:';
export const NOT_ORDERABLE_TEXT = 'Этот букет сейчас нельзя заказать';
export const ORDER_LABEL = 'Заказ';
export const STATUS_LABEL = 'Статус';
export const CANCELLED_AT_LABEL = 'Отменён';
export const DELIVERY_PHOTOS_TITLE = 'Фото доставки';
export const ORDER_LOADING_LABEL = 'Загрузка заказа';
export const MY_ORDERS_TITLE = 'Мои заказы';
export const BUYER_NAME_LABEL = 'Имя покупателя';

export function orderLabel(orderNumber: string): string {
  return `Заказ ${orderNumber}`;
}

export function orderHeading(orderNumber: string | undefined): string {
  return orderNumber === undefined ? 'Заказ' : `Заказ № ${orderNumber}`;
}

export function stagePhotoAlt(stage: string, orderNumber: string): string {
  return `${stage}, заказ ${orderNumber}`;
}

export function stagePhotoInputLabel(stage: string, orderNumber: string): string {
  return `Фото «${stage}» для заказа ${orderNumber}`;
}

export function stagePhotoUploadingLabel(stage: string): string {
  return `Загрузка фото «${stage}»`;
}
