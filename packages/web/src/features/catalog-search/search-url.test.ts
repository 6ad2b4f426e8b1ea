import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromUrl, isSearchActive, withFilters } from './search-url';

const read = (query: string) => filtersFromUrl(new URLSearchParams(query));

describe('the search in the URL', () => {
  it('reads back what it wrote, under the API’s names', () => {
    const filters = { q: 'розы', priceMin: 5000, priceMax: 9000, sort: 'cheap' as const };
    const params = withFilters(new URLSearchParams(), filters);
    expect(params.toString()).toBe(
      'q=%D1%80%D0%BE%D0%B7%D1%8B&priceMin=5000&priceMax=9000&sort=cheap',
    );
    expect(filtersFromUrl(params)).toEqual(filters);
  });

  it('keeps a deep link’s ad beside the search', () => {
    const params = withFilters(new URLSearchParams('ad=7&q=old'), { q: 'пионы' });
    expect(params.get('ad')).toBe('7');
    expect(params.get('q')).toBe('пионы');
  });

  it('drops a bad value from a hand-edited link and keeps the rest', () => {
    expect(read('q=розы&priceMin=abc&sort=popular')).toEqual({ q: 'розы' });
    expect(read('priceMin=9000&priceMax=7000')).toEqual({ q: '', priceMax: 7000 });
  });

  it('counts newest first without text as no sort, and relevance with text as none either', () => {
    expect(read('sort=new')).toEqual({ q: '' });
    expect(isSearchActive(read('sort=new'))).toBe(false);
    expect(read('q=розы&sort=relevant')).toEqual({ q: 'розы' });
    expect(read('q=розы&sort=new')).toEqual({ q: 'розы', sort: 'new' });
  });

  it('counts the price ends and a chosen sort as filters, not the text', () => {
    expect(activeFilterCount(read('q=розы'))).toBe(0);
    expect(activeFilterCount(read('q=розы&priceMin=1&priceMax=2&sort=dear'))).toBe(3);
    expect(isSearchActive(read('priceMax=9000'))).toBe(true);
    expect(isSearchActive(read(''))).toBe(false);
  });
});
