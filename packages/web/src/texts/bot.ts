// Ours; the spec names them only in English.

export const ACTING_USER_LABEL = 'Вы в чате как';
export const REPLY_LABEL = 'Ответить';
export const CHAT_EMPTY_TEXT = 'В этом чате пока нет сообщений';
export const NEW_MESSAGE_LABEL = 'Новое сообщение';
export const CANCEL_REPLY_LABEL = 'Отменить ответ';
export const MESSAGE_LABEL = 'Сообщение';
export const BOT_NAME = 'Бот';
export const CHATS_DEMO_ONLY_TEXT = 'Чаты с ботом видны только в демо-режиме';
export const CHATS_LOADING_TEXT = 'Загрузка чатов…';
export const NO_CHATS_TITLE = 'Чатов пока нет';
export const NO_CHATS_SUBTITLE = 'Они появятся с первым сообщением бота';
export const CHATS_LABEL = 'Чаты';
export const NOTIFICATIONS_LOAD_FAILED_TEXT = 'Не удалось загрузить настройку';
export const NOTIFICATIONS_BLOCKED_TEXT = 'Бот пока не может вам писать: разрешите ему сообщения';
export const NOTIFICATIONS_ON_TEXT = 'Бот пишет о ваших заказах и объявлениях';
export const NOTIFICATIONS_LABEL = 'Уведомления';
export const ALLOW_MESSAGES_TEXT = 'Разрешить сообщения';
export const DEMO_CHATS_MENU_TEXT = 'Чаты с ботом (демо)';

export function replyToText(text: string): string {
  return `Ответ на: ${text}`;
}

export function chatsLoadFailedText(message: string | undefined): string {
  return `Не удалось загрузить чаты: ${message ?? ''}`;
}

export function chatLabel(title: string): string {
  return `Переписка: ${title}`;
}

export function editedAtText(time: string): string {
  return `изменено · ${time}`;
}

export function notificationsSaveFailedText(message: string): string {
  return `Не удалось сохранить настройку уведомлений: ${message}`;
}

export const ATTACH_PHOTOS_LABEL = 'Прикрепить фото';
export const CAPTION_LABEL = 'Подпись к фото';
export const REMOVE_PHOTOS_LABEL = 'Убрать фото';

export function photosChosenText(count: number): string {
  return count === 1 ? 'Фото к отправке: 1' : `Альбом к отправке: ${String(count)} фото`;
}
