// Letter for letter from spec §2, §4 and §8; Russian for what it names in English is ours.

import { STATUS_PREFIX } from './common';

export const DELETE_AD_CONFIRM = {
  title: '🗑️ Удалить объявление?',
  reject: 'Отмена',
  accept: 'Да, удалить',
} as const;

export const AD_DELETED_BY_ADMIN_TEXT = 'Объявление удалено администратором';
export const AD_NOT_FOUND_TEXT = 'Объявление не найдено';

export const CREATE_AD_TITLE = 'Новое объявление';
export const CREATE_AD_SUBMIT_TEXT = 'Добавить';
export const AD_POSTED_TEXT = 'Объявление отправлено на модерацию';
export const FIX_FIELDS_TEXT = 'Проверьте поля';

export const MY_ADS_EMPTY_TEXT = 'У вас пока нет объявлений';
export const MY_ADS_LOAD_FAILED_TEXT = 'Не удалось загрузить ваши объявления';
export const MY_ADS_GROUP_EMPTY_TEXT = 'Здесь пока пусто';
export const MY_ADS_POST_TEXT = 'Разместить объявление';
export const MY_ADS_FILTER_LABEL = 'Статус объявлений';
export const MY_AD_GROUP_LABELS = {
  all: 'Все',
  active: 'В продаже',
  moderation: 'На проверке',
  archive: 'Архив',
} as const;
export const EDIT_AD_BUTTON_TEXT = 'Редактировать';
export const DELETE_REQUEST_BUTTON_TEXT = 'Запрос на удаление';
export const DELETE_REQUEST_CANCEL_TEXT = 'Отмена';
export const DELETE_REQUEST_ACCEPT_TEXT = 'Удалить';

// Ours: a pending request freezes the ad until a moderator decides (AD_TRANSITIONS).
export const REQUEST_PENDING_NOTE = 'Заявка на модерации: дождитесь решения';
export const DELETE_REQUEST_SENT_TEXT = 'Запрос на удаление отправлен модератору';

export function deleteRequestQuestion(title: string): string {
  return `Удалить объявление «${title}»?`;
}

export const EDIT_AD_TITLE = 'Редактирование объявления';
export const EDIT_AD_SUBMIT_TEXT = 'Отправить на модерацию';
export const EDIT_AD_SUCCESS_TEXT = 'Объявление успешно отправлено на модерацию';
export const EDIT_AD_LOAD_ERROR = 'Ошибка загрузки объявления';
export const EDIT_AD_SEND_ERROR = 'Ошибка при отправке изменений';
export const EDIT_AD_LOCKED_TEXT = 'Это объявление сейчас нельзя изменить';
export const EDIT_FORM_ERROR_BANNER = 'Исправьте ошибки в форме';

export const APPROVE_TEXT = 'Одобрить';
export const REJECT_TEXT = 'Отклонить';
export const APPROVE_FAILED_TEXT = 'Не удалось одобрить';
export const REJECT_FAILED_TEXT = 'Не удалось отклонить';
export const EDIT_REQUESTS_EMPTY_TEXT = 'Нет заявок на редактирование';
export const DELETE_REQUESTS_EMPTY_TEXT = 'Нет запросов на удаление';
export const APPROVE_DELETE_TEXT = 'Одобрить удаление';
export const REJECT_DELETE_TEXT = 'Отклонить удаление';
export const MODERATION_EMPTY_TEXT = 'Нет объявлений на модерации';
export const NO_DESCRIPTION_TEXT = 'Без описания';
export const AD_APPROVED_TEXT = 'Объявление одобрено!';
export const AD_REJECTED_TEXT = 'Объявление отклонено!';
export const REJECT_DIALOG_TITLE = 'Причина отклонения';

export function moderationCountText(count: number): string {
  return `На модерации: ${count}`;
}

export const THUMBNAILS_LABEL = 'Миниатюры';
export const PREVIOUS_PHOTO_LABEL = 'Предыдущее фото';
export const NEXT_PHOTO_LABEL = 'Следующее фото';
export const ADS_LOADING_LABEL = 'Загрузка объявлений';
export const AD_CREATED_LABEL = 'Создано';
export const REJECT_REASON_LABEL = 'Причина';
export const AD_ADDRESS_HINT = 'Москва или Московская область';
export const TITLE_LABEL = 'Название';
export const SELLER_PRICE_FIELD_LABEL = 'Цена продавца, ₽';
export const DESCRIPTION_LABEL = 'Описание';
export const PICKED_PHOTOS_LABEL = 'Выбранные фото';
export const ADD_PHOTO_TEXT = 'Добавить фото';
export const AD_LOADING_LABEL = 'Загрузка объявления';
export const PHOTO_PROCESSING_TEXT = 'Обработка фото…';
export const DELETE_REQUESTS_LOADING_LABEL = 'Загрузка запросов';
export const EDIT_FORM_LABEL = 'Изменения';
export const EDIT_REQUESTS_LOADING_LABEL = 'Загрузка заявок';
export const DELETE_REQUEST_HINT =
  'Модератор рассмотрит запрос, после одобрения объявление исчезнет из каталога.';

export function photoOfLabel(position: number, count: number): string {
  return `Фото ${position} из ${count}`;
}

export function galleryPhotoAlt(title: string, position: number, count: number): string {
  return `${title}, фото ${position} из ${count}`;
}

export function thumbnailAlt(title: string, position: number): string {
  return `${title}, фото ${position}`;
}

export function morePhotosLabel(hidden: number): string {
  return `Ещё ${hidden} фото`;
}

export function photoAlt(position: number): string {
  return `Фото ${position}`;
}

export function deletePhotoLabel(position: number): string {
  return `Удалить фото ${position}`;
}

export function uploadProgressText(percent: number): string {
  return `Загрузка фото: ${percent}%`;
}

// Ours, beyond the spec.
export function minSellerPriceText(price: string): string {
  return `Минимальная цена — ${price}`;
}

export function buyerPriceText(price: string): string {
  return `Покупатели увидят цену ${price} (с комиссией сервиса)`;
}

export function adStatusChipText(label: string): string {
  return `${STATUS_PREFIX}${label}`;
}

// Issue 40: leaving the new-ad form while its photos are processed.
export const LEAVE_WHILE_POSTING = {
  title: 'Фото ещё обрабатываются',
  message:
    'Объявление отправится на модерацию и без вас: мы скажем, когда оно будет готово. Уйти с этой страницы?',
  leave: 'Уйти',
  stay: 'Остаться',
} as const;

export const RESUBMIT_FORM_LABEL = 'Исправление отклонённого объявления';
export const RESUBMIT_HINT =
  'Исправьте то, о чём написал модератор, и отправьте объявление на модерацию ещё раз.';

export function rejectReasonText(reason: string): string {
  return `Причина отклонения: ${reason}`;
}

export function deleteRequestLine(id: number, author: string, userId: string): string {
  return `Запрос № ${id} · ${author} (ID ${userId})`;
}

export function editRequestLine(id: number, author: string, userId: string): string {
  return `Заявка № ${id} · ${author} (ID ${userId})`;
}

export function adFallbackTitle(adId: number): string {
  return `Объявление ${adId}`;
}

export function wasText(before: string): string {
  return `Было: ${before}`;
}

export function newPriceText(price: string, buyerPrice: string): string {
  return `${price} (покупатель увидит ${buyerPrice})`;
}
