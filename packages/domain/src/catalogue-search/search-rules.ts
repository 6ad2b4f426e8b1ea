import { MAX_SELLER_PRICE_RUB } from '../ads/price-limits';
import { priceWithCommission } from '../money';

// Kept apart from the query's zod schema: the first screen reads a search without zod (issue 14).
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** The buyer filters on the price they pay, commission included. */
export const SEARCH_PRICE_MAX_RUB = priceWithCommission(MAX_SELLER_PRICE_RUB);
export const SEARCH_PAGE_SIZE_DEFAULT = 24;
export const SEARCH_PAGE_SIZE_MAX = 60;
export const SEARCH_CURSOR_MAX_LENGTH = 400;

export const CATALOGUE_SORTS = ['relevant', 'new', 'cheap', 'dear'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const CATALOGUE_SORT_LABELS: Record<CatalogueSort, string> = {
  relevant: 'По совпадению',
  new: 'Сначала новые',
  cheap: 'Сначала дешевле',
  dear: 'Сначала дороже',
};

export const SEARCH_MESSAGES = {
  textTooLong: `Поисковый запрос: не больше ${SEARCH_TEXT_MAX_LENGTH} символов`,
  priceNotWhole: 'Цена: только целое число рублей',
  priceTooHigh: 'Цена: не больше 130 000 000 ₽',
  priceRange: 'Цена «от» больше цены «до»',
  sort: 'Неизвестный порядок сортировки',
  cursor: 'Ссылка на следующую страницу устарела. Начните поиск заново.',
  limit: `Размер страницы: от 1 до ${SEARCH_PAGE_SIZE_MAX}`,
} as const;

type SearchRuleResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function readSearchPrice(text: string): SearchRuleResult<number | undefined> {
  const digits = text.trim();
  if (!/^\d*$/.test(digits)) return { ok: false, error: SEARCH_MESSAGES.priceNotWhole };
  if (digits === '') return { ok: true, value: undefined };
  // A longer string of digits is too high before Number() would round it.
  const tooLong = digits.length > String(SEARCH_PRICE_MAX_RUB).length;
  if (tooLong || Number(digits) > SEARCH_PRICE_MAX_RUB) {
    return { ok: false, error: SEARCH_MESSAGES.priceTooHigh };
  }
  return { ok: true, value: Number(digits) };
}

export function searchPriceRangeProblem(
  priceMin: number | undefined,
  priceMax: number | undefined,
): string | null {
  if (priceMin === undefined || priceMax === undefined || priceMin <= priceMax) return null;
  return SEARCH_MESSAGES.priceRange;
}

export function isCatalogueSort(value: string): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly string[]).includes(value);
}

export function effectiveSort(query: {
  q: string;
  sort?: CatalogueSort | undefined;
}): CatalogueSort {
  const hasText = query.q !== '';
  const sort = query.sort ?? (hasText ? 'relevant' : 'new');
  return sort === 'relevant' && !hasText ? 'new' : sort;
}
