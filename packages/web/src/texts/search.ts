import { oneDecimalRu } from '@flowers/domain';

// Issue 16; not in the spec, so ours.

export const SEARCH_LABEL = 'Поиск букетов';
export const SEARCH_PLACEHOLDER = 'Розы, пионы…';
export const FILTERS_BUTTON_TEXT = 'Фильтры';
export const PRICE_MIN_LABEL = 'Цена от';
export const PRICE_MAX_LABEL = 'Цена до';
export const PRICE_PLACEHOLDER = '₽';
export const SORT_LABEL = 'Сортировка';
export const RESET_FILTERS_TEXT = 'Сбросить всё';
export const RESET_SEARCH_TEXT = 'Сбросить поиск';
export const NOTHING_FOUND_TITLE = 'Ничего не нашлось';
export const NOTHING_FOUND_SUBTITLE = 'Попробуйте другие слова или цену';
export const SEARCH_FAILED_TEXT = 'Не удалось выполнить поиск';
export const SEARCHING_TEXT = 'Ищем букеты…';
export const SHOW_MORE_TEXT = 'Показать ещё';
export const MORE_FAILED_TEXT = 'Не удалось загрузить ещё';

export function activeFiltersText(count: number): string {
  return `Включено фильтров: ${count}`;
}

export function correctedQueryText(corrected: string): string {
  return `Показаны результаты по запросу «${corrected}»`;
}

function pluralRu(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

export function sellerRatingAriaLabel(average: number, count: number): string {
  const ratings = pluralRu(count, 'оценка', 'оценки', 'оценок');
  return `Рейтинг продавца ${oneDecimalRu(average)} из 5, ${count} ${ratings}`;
}

export function foundCountText(count: number, more: boolean): string {
  const bouquets = pluralRu(count, 'букет', 'букета', 'букетов');
  return more ? `Показано ${count} ${bouquets}` : `Найдено: ${count} ${bouquets}`;
}
