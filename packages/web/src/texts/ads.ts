// Screen texts about ads, letter for letter from spec §2, §4 and §8; where the spec names a
// screen or button only in English, the Russian wording is ours.

// Catalogue and favourites.

export const CATALOG_TITLE = 'КАТАЛОГ';
export const CATALOG_EMPTY_TITLE = 'Нет объявлений';
export const CATALOG_EMPTY_SUBTITLE = 'Скоро здесь появятся новые цветы';
export const FAVORITES_TITLE = 'ИЗБРАННОЕ';
export const FAVORITES_EMPTY_TEXT = 'В избранном пока пусто';
export const RESERVED_OVERLAY_TEXT = 'ЗАРЕЗЕРВИРОВАНО';
export const RESERVED_BUTTON_TEXT = 'Зарезервировано';

export const DELETE_AD_CONFIRM = {
  title: '🗑️ Удалить объявление?',
  reject: 'Отмена',
  accept: 'Да, удалить',
} as const;

export const AD_DELETED_BY_ADMIN_TEXT = 'Объявление удалено администратором';
export const AD_NOT_FOUND_TEXT = 'Объявление не найдено';

// The seller's screens (spec §2 "Create ad", "My ads", "Edit ad"; §8).

export const CREATE_AD_TITLE = 'Новое объявление';
export const CREATE_AD_SUBMIT_TEXT = 'Добавить';
export const MY_ADS_TITLE = 'Мои объявления';
export const MY_ADS_EMPTY_TEXT = 'У вас пока нет объявлений';
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

// spec §4 "Countdown" and "Live updates".
export const COUNTDOWN_LABEL = 'Осталось до удаления:';
export const NEW_AD_AVAILABLE_MESSAGE = 'Новое объявление доступно в каталоге';

export function newAdToastText(title: string): string {
  return `Новый букет: ${title}`;
}

export function updatesBannerText(count: number): string {
  return count === 1 ? 'Появился новый букет!' : `Появились ${count} обновлений!`;
}

// Moderation of ads and of edit and delete requests (spec §2, §3).
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
