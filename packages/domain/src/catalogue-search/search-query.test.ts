import { describe, expect, it } from 'vitest';
import { catalogueSearchQuerySchema } from './search-query';
import {
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_PRICE_MAX_RUB,
  effectiveSort,
} from './search-rules';

const parse = (query: Record<string, unknown>) => catalogueSearchQuerySchema.safeParse(query);
const firstError = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;

describe('catalogue search query', () => {
  it('trims the search text and defaults it to empty', () => {
    expect(parse({ q: '  розы  ' }).data?.q).toBe('розы');
    expect(parse({}).data?.q).toBe('');
  });

  it('refuses search text over 100 characters', () => {
    expect(firstError({ q: 'р'.repeat(101) })).toBe(SEARCH_MESSAGES.textTooLong);
  });

  it('reads prices as whole rubles and an empty price as no limit', () => {
    expect(parse({ priceMin: '6500', priceMax: '' }).data).toMatchObject({
      priceMin: 6500,
      priceMax: undefined,
    });
  });

  it('refuses a price that is not a whole number of rubles', () => {
    for (const price of ['-1', '1.5', 'abc', '1e4', ['1', '2']]) {
      expect(firstError({ priceMin: price })).toBe(SEARCH_MESSAGES.priceNotWhole);
    }
  });

  it('refuses a price above the largest price an ad can have', () => {
    expect(firstError({ priceMax: String(SEARCH_PRICE_MAX_RUB + 1) })).toBe(
      SEARCH_MESSAGES.priceTooHigh,
    );
    expect(firstError({ priceMax: '9'.repeat(30) })).toBe(SEARCH_MESSAGES.priceTooHigh);
  });

  it('refuses a range whose lower end is above its upper end', () => {
    expect(firstError({ priceMin: '9000', priceMax: '7000' })).toBe(SEARCH_MESSAGES.priceRange);
  });

  it('refuses an unknown sort, a malformed cursor and a page size out of range', () => {
    expect(firstError({ sort: 'popular' })).toBe(SEARCH_MESSAGES.sort);
    expect(firstError({ cursor: 'not base64!' })).toBe(SEARCH_MESSAGES.cursor);
    expect(firstError({ limit: '0' })).toBe(SEARCH_MESSAGES.limit);
    expect(firstError({ limit: String(SEARCH_PAGE_SIZE_MAX + 1) })).toBe(SEARCH_MESSAGES.limit);
  });
});

describe('effective sort', () => {
  it('orders by relevance when there is text and no sort chosen', () => {
    expect(effectiveSort({ q: 'розы', sort: undefined })).toBe('relevant');
  });

  it('orders newest first without text, even when relevance was asked for', () => {
    expect(effectiveSort({ q: '', sort: undefined })).toBe('new');
    expect(effectiveSort({ q: '', sort: 'relevant' })).toBe('new');
  });

  it('keeps a chosen price sort with text', () => {
    expect(effectiveSort({ q: 'розы', sort: 'cheap' })).toBe('cheap');
  });
});
