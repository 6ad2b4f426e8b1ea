import { z } from 'zod';
import { adSchema } from '../ads/wire';
import { MAX_SELLER_PRICE_RUB } from '../ads/seller-price';
import { textField } from '../common/safe-input';
import { priceWithCommission } from '../money';

// Ours, beyond the spec: the catalogue's search field, price range, sort and cursor paging.
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** The buyer filters on the price they pay, which includes the commission. */
export const SEARCH_PRICE_MAX_RUB = priceWithCommission(MAX_SELLER_PRICE_RUB);
/** Enough cards to fill a phone screen and a 4-column desktop row twice over. */
export const SEARCH_PAGE_SIZE_DEFAULT = 24;
export const SEARCH_PAGE_SIZE_MAX = 60;
export const SEARCH_CURSOR_MAX_LENGTH = 400;

/** `relevant` needs search text; without it the catalogue's own order (newest first) applies. */
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

// A query string may repeat a parameter (an array) or leave it empty; both need a Russian answer.
const queryText = (error: string) => textField({ error }).trim();

const priceParam = queryText(SEARCH_MESSAGES.priceNotWhole)
  .regex(/^\d*$/, { error: SEARCH_MESSAGES.priceNotWhole, abort: true })
  .max(String(SEARCH_PRICE_MAX_RUB).length, { error: SEARCH_MESSAGES.priceTooHigh, abort: true })
  .transform((value) => (value === '' ? undefined : Number(value)))
  .pipe(z.number().max(SEARCH_PRICE_MAX_RUB, { error: SEARCH_MESSAGES.priceTooHigh }).optional());

export const catalogueSearchQuerySchema = z
  .object({
    q: queryText(SEARCH_MESSAGES.textTooLong)
      .max(SEARCH_TEXT_MAX_LENGTH, { error: SEARCH_MESSAGES.textTooLong })
      .default(''),
    priceMin: priceParam.optional(),
    priceMax: priceParam.optional(),
    sort: z.enum(CATALOGUE_SORTS, { error: SEARCH_MESSAGES.sort }).optional(),
    cursor: queryText(SEARCH_MESSAGES.cursor)
      .regex(/^[A-Za-z0-9_-]*$/, { error: SEARCH_MESSAGES.cursor })
      .max(SEARCH_CURSOR_MAX_LENGTH, { error: SEARCH_MESSAGES.cursor })
      .optional(),
    limit: queryText(SEARCH_MESSAGES.limit)
      .regex(/^\d{1,3}$/, { error: SEARCH_MESSAGES.limit, abort: true })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: SEARCH_MESSAGES.limit })
          .max(SEARCH_PAGE_SIZE_MAX, { error: SEARCH_MESSAGES.limit }),
      )
      .optional(),
  })
  .refine(
    ({ priceMin, priceMax }) =>
      priceMin === undefined || priceMax === undefined || priceMin <= priceMax,
    { error: SEARCH_MESSAGES.priceRange, path: ['priceMin'] },
  );
export type CatalogueSearchQuery = z.output<typeof catalogueSearchQuerySchema>;

/** The order a search is shown in: relevance only when there is text to be relevant to. */
export function effectiveSort(query: Pick<CatalogueSearchQuery, 'q' | 'sort'>): CatalogueSort {
  const hasText = query.q !== '';
  const sort = query.sort ?? (hasText ? 'relevant' : 'new');
  return sort === 'relevant' && !hasText ? 'new' : sort;
}

export const catalogueSearchPageSchema = z.object({
  ads: z.array(adSchema),
  /** Opaque; null on the last page. */
  next_cursor: z.string().nullable(),
  /** The text searched for instead, when the words typed matched nothing (a typo). */
  corrected_q: z.string().nullable(),
});
export type CatalogueSearchPage = z.infer<typeof catalogueSearchPageSchema>;
