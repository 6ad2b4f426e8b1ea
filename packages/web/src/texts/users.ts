import type { User } from '@flowers/domain';
import { PAYOUTS_TITLE, RECONCILIATION_TITLE } from './payments';
export { GUEST_NAME, STAFF_ONLY_TEXT } from './shell';

// spec §2, §5, §8; Russian for what the spec names only in English is ours.

export const ADMIN_HUB_TITLE = 'Администрирование';

export const HUB_LINKS = {
  '/moderpanel': 'Заказы в работе',
  '/editrequests': 'Заявки на редактирование',
  '/deleterequests': 'Запросы на удаление',
  '/ad-moderation': 'Модерация объявлений',
  '/reviews': 'Отзывы',
  '/allorders': 'Все заказы',
  '/adminpanel': 'Управление пользователями',
  '/payouts': PAYOUTS_TITLE,
  '/reconciliation': RECONCILIATION_TITLE,
} as const;

// Read after a hub row's name by screen readers.
export const QUEUE_COUNT_PREFIX = ', ждут: ';

export const ROLE_LABELS = {
  user: 'Пользователь',
  moderator: 'Модератор',
  admin: 'Администратор',
} as const;

export const ROLE_FILTER_ALL_LABEL = 'Все';

// spec §8.
export const ADMIN_PANEL_MESSAGES = {
  roleFailed: 'Ошибка при изменении роли',
  blacklistFailed: 'Ошибка при обновлении blacklist',
  deleteFailed: 'Ошибка при удалении пользователя',
  addFailed: 'Ошибка при добавлении пользователя',
} as const;

export const ADMIN_PANEL_EMPTY_TEXT = 'Пользователи не найдены';

export function deleteUserQuestion(user: Pick<User, 'user_id' | 'username'>): string {
  return `Удалить пользователя ${user.username ? `@${user.username}` : user.user_id}?`;
}

/** spec §2 "Profile": hard-coded, as there are no bonuses. */
export const BONUS_BALANCE_TEXT = 'Баланс: 0 бонусов';

// A seller who is owed money read the bonus line alone as nothing owed (issue 27).
export function profileBalanceText(owed: string): string {
  return `К выплате: ${owed}`;
}

export const USERS_LOADING_LABEL = 'Загрузка пользователей';
export const ADD_USER_TEXT = 'Добавить пользователя';
export const NEW_USER_ROLE_LABEL = 'Роль нового пользователя';
export const USER_SEARCH_LABEL = 'Поиск по имени пользователя или ID';
// Issue 27: words an admin reads for user_id and username.
export const NEW_USER_ID_LABEL = 'ID в Telegram';
export const NEW_USER_USERNAME_LABEL = 'Имя пользователя в Telegram';
export const ROLE_LABEL = 'Роль';
export const ROW_LOCKED_HINT = 'Эту учётную запись нельзя изменить';
export const ROW_LOCKED_LABEL = 'Нельзя изменить';
export const USERS_TABLE_LABEL = 'Пользователи';
export const BLACKLIST_LABEL = 'Чёрный список';
export const PROFILE_LABEL = 'Профиль';
export const ROLE_PREFIX = 'Роль: ';
export const PROFILE_MENU_LABEL = 'Меню профиля';
export const CONTACT_SUPPORT_TEXT = 'Связаться с поддержкой';

export function userRoleLabel(name: string): string {
  return `Роль ${name}`;
}

export function userBlacklistLabel(name: string): string {
  return `Чёрный список: ${name}`;
}

export function deleteUserLabel(name: string): string {
  return `Удалить ${name}`;
}
