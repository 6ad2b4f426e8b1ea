import { z } from 'zod';
import { adSchema } from '../ads/wire';
import { textField } from '../common/safe-input';
import {
  CATALOGUE_SORTS,
  SEARCH_CURSOR_MAX_LENGTH,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_TEXT_MAX_LENGTH,
  readSearchPrice,
  searchPriceRangeProblem,
} from './search-rules';

// A query string may repeat a parameter (an array) or leave it empty; both need a Russian answer.
const queryText = (error: string) => textField({ error }).trim();

const priceParam = queryText(SEARCH_MESSAGES.priceNotWhole).transform((text, ctx) => {
  const price = readSearchPrice(text);
  if (price.ok) return price.value;
  ctx.issues.push({ code: 'custom', message: price.error, input: text });
  return z.NEVER;
});

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
  .refine(({ priceMin, priceMax }) => searchPriceRangeProblem(priceMin, priceMax) === null, {
    error: SEARCH_MESSAGES.priceRange,
    path: ['priceMin'],
  });
export type CatalogueSearchQuery = z.output<typeof catalogueSearchQuerySchema>;

export const catalogueSearchPageSchema = z.object({
  ads: z.array(adSchema),
  next_cursor: z.string().nullable(),
  /** Set when the typed words matched nothing (a typo). */
  corrected_q: z.string().nullable(),
});
export type CatalogueSearchPage = z.infer<typeof catalogueSearchPageSchema>;
