// The buyer's order page /myorders/{id} and the seller page /seller/{id} (issue 16).

export const TRACKING_LOAD_ERROR_TEXT = 'Не удалось загрузить заказ';
export const TRACKING_NOT_FOUND_TEXT = 'Заказ не найден';
export const TRACKING_TO_MY_ORDERS_TEXT = 'К моим заказам';
export const TRACKING_STEPS_TITLE = 'Как идёт заказ';
export const TRACKING_STEP_AHEAD_TEXT = 'Ещё впереди';
export const STAGE_PHOTOS_TITLE = 'Фото от продавца';
export const DELIVERY_TITLE = 'Доставка';
export const DELIVERY_WHEN_LABEL = 'Когда';
export const DELIVERY_WITHIN_DAY_TEXT = 'В течение 24 часов';
export const RECIPIENT_LABEL = 'Получатель';
export const CARD_MESSAGE_LABEL = 'Текст открытки';
export const COMMENT_LABEL = 'Комментарий';
export const STATUS_PREFIX = 'Статус: ';
export const CANCEL_REASON_LABEL = 'Причина отмены';
export const SELLER_PHONE_LABEL = 'Телефон продавца';

export function trackingTitle(orderNumber: string): string {
  return `Заказ № ${orderNumber}`;
}

export function stagePhotoAlt(label: string, at: string): string {
  return `${label}, ${at}`;
}

export function stagePhotosGalleryTitle(orderNumber: string): string {
  return `Фото заказа № ${orderNumber}`;
}

export function personLine(name: string | null, phone: string | null): string {
  return [name, phone].filter(Boolean).join(', ');
}
