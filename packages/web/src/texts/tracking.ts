// Issue 16.

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

export const RATING_TITLE = 'Оценка продавца';
export const RATING_STARS_LABEL = 'Оценка';
export const RATING_TEXT_LABEL = 'Отзыв';
export const RATING_TEXT_PLACEHOLDER = 'Что понравилось или нет — коротко';
export const RATE_BUTTON_TEXT = 'Оценить';
export const RATING_UPDATE_BUTTON_TEXT = 'Изменить оценку';
export const RATING_SAVED_TEXT = 'Спасибо! Оценка сохранена';
export const RATING_CLOSED_TEXT = 'Изменить отзыв можно было в течение 7 дней';

export function starsLabel(stars: number): string {
  const units = stars % 10;
  const tens = stars % 100;
  if (units === 1 && tens !== 11) return `${stars} звезда`;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${stars} звезды`;
  return `${stars} звёзд`;
}

export function ratingEditableUntilText(at: string): string {
  return `Изменить оценку можно до ${at}`;
}

export const SELLER_LOAD_ERROR_TEXT = 'Не удалось загрузить страницу продавца';
export const SELLER_ADS_TITLE = 'Букеты в продаже';
export const SELLER_NO_ADS_TEXT = 'Сейчас у продавца нет букетов в продаже';
export const SELLER_REVIEWS_TITLE = 'Отзывы';
export const SELLER_NO_REVIEWS_TEXT = 'Отзывов пока нет';
export const SELLER_RATING_LABEL = 'Рейтинг';

export function deliveredOrdersText(count: number): string {
  const units = count % 10;
  const tens = count % 100;
  const word =
    units === 1 && tens !== 11
      ? 'заказ доставлен'
      : units >= 2 && units <= 4 && (tens < 12 || tens > 14)
        ? 'заказа доставлено'
        : 'заказов доставлено';
  return `${count} ${word}`;
}
