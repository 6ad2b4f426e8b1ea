// spec §1, §2.

export const BRAND = { name: 'Цветочный рынок', tagline: 'Первый цветочный маркетплейс' } as const;
export const CATALOG_LOADING_TEXT = 'Загрузка...';
export const REFRESH_BUTTON_TEXT = 'Обновить';
export const STATUS_PREFIX = 'Статус: ';

export const ACCESS_DENIED_TITLE = 'Доступ запрещён';
export const ACCESS_DENIED_TEXT = 'У вас нет прав для просмотра этой страницы.';
export const HOME_LINK_TEXT = 'На главную';
export const OFFLINE_TEXT =
  'Нет подключения к интернету. Введённое не пропадёт: повторите, когда связь вернётся.';
export const LOADING_TEXT = 'Загрузка…';
export const MODERATION_PENDING_LABEL = 'Есть задачи на модерации';
export const MAIN_MENU_LABEL = 'Основное меню';
export const SWITCH_DEMO_USER_LABEL = 'Сменить демо-пользователя';
export const SWITCH_DEMO_USER_TEXT = 'Сменить';
export const DEMO_CHATS_TITLE = 'Чаты с ботом';
export const DELETE_TEXT = 'Удалить';
export const CLOSE_LABEL = 'Закрыть';
export const BACK_LABEL = 'Назад';
export const TO_CATALOG_TEXT = 'В каталог';
export const PRICE_LABEL = 'Цена';
export const SELLER_PRICE_LABEL = 'Цена продавца';
export const ADDRESS_LABEL = 'Адрес';
export const PHONE_LABEL = 'Телефон';
export const SELLER_LABEL = 'Продавец';
export const CANCEL_TEXT = 'Отмена';
export const NO_TEXT = 'Нет';
export const YES_TEXT = 'Да';
export const PHOTO_TEXT = 'Фото';
export const NO_NAME_TEXT = 'без имени';
export const SEND_TEXT = 'Отправить';
export const RETRY_TEXT = 'Повторить';
export const SAVE_TEXT = 'Сохранить';

export function operatorIdsText(inn: string, ogrn: string): string {
  return `ИНН ${inn}, ОГРН ${ogrn}`;
}

export function countOfText(count: number, max: number): string {
  return `${count} из ${max}`;
}
