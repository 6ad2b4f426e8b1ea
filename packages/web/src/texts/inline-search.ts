export const inlineFieldLabel = (bot: string) => `Поиск через @${bot} (инлайн-режим)`;
export const INLINE_SEARCH_BUTTON = 'Найти';
export const INLINE_RESULTS_LABEL = 'Букеты из поиска';
export const INLINE_NOTHING_TEXT = 'Ничего не найдено';
export const INLINE_MORE_TEXT = 'Показать ещё';
