// Texts of the seller's screens (spec §2 "Create ad", "My ads", "Edit ad"; §8).

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
