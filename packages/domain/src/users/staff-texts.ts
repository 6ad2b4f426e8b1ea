import { PAYOUTS_TITLE } from '../payments/payouts';
import type { EditRequest } from '../ads/wire';

// Texts of the moderation and administration screens (spec §2, §5, §8); where the spec
// names a screen or button only in English, the Russian wording is ours.

export const STAFF_ONLY_TEXT = 'Доступ только для модераторов и администраторов';
export const ADMIN_HUB_TITLE = 'Администрирование';
export const HUB_LINKS = {
  '/moderpanel': 'Заказы в работе',
  '/editrequests': 'Заявки на редактирование',
  '/deleterequests': 'Запросы на удаление',
  '/ad-moderation': 'Модерация объявлений',
  '/allorders': 'Все заказы',
  '/adminpanel': 'Управление пользователями',
  '/payouts': PAYOUTS_TITLE,
} as const;
export const ROLE_LABELS = {
  user: 'Пользователь',
  moderator: 'Модератор',
  admin: 'Администратор',
} as const;

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

/** spec §3: the latest request per ad (the server sends only those), type 'edit', undecided. */
export function pendingEditRequests(requests: readonly EditRequest[]): EditRequest[] {
  return requests.filter((request) => request.type === 'edit' && request.approved === null);
}

const DATE_TIME = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});

// spec: dates in the ru-RU locale; Moscow time, where every order is delivered.
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
