// Issue 16.

export const REVIEWS_LOADING_LABEL = 'Загружаем отзывы';
export const REVIEWS_EMPTY_TEXT = 'Отзывов пока нет';
export const HIDDEN_REVIEWS_EMPTY_TEXT = 'Скрытых отзывов нет';
export const HIDDEN_REVIEWS_TAB_TEXT = 'Скрытые';
export const REVIEW_TABS_LABEL = 'Какие отзывы показать';
export const REVIEW_HIDDEN_CHIP_TEXT = 'Скрыт';
export const REVIEW_NO_TEXT = 'Без текста';
export const HIDE_REVIEW_TEXT = 'Скрыть';
export const SHOW_REVIEW_TEXT = 'Показать';
export const REVIEW_HIDDEN_TEXT = 'Отзыв скрыт';
export const REVIEW_SHOWN_TEXT = 'Отзыв снова виден';
export const HIDE_REVIEW_FAILED_TEXT = 'Не удалось скрыть отзыв';
export const SHOW_REVIEW_FAILED_TEXT = 'Не удалось показать отзыв';
export const REVIEW_REASON_LABEL = 'Причина';

// Names are not declined, so a review is named by its number with the buyer after a comma.
export function reviewCardLabel(author: string, reviewId: number): string {
  return `Отзыв № ${reviewId}, ${author}`;
}

export function hideReviewQuestion(reviewId: number): string {
  return `Скрыть отзыв № ${reviewId}? Его перестанут видеть на странице продавца.`;
}

export function showReviewQuestion(reviewId: number): string {
  return `Снова показать отзыв № ${reviewId} на странице продавца?`;
}
