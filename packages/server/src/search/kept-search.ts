import type { Ad, CatalogueSearchPage, CatalogueSort } from '@flowers/domain';

/**
 * A search's first page from the node's kept catalogue, for while the database is away (issue
 * #42): the shop stays searchable, roughly. Words match by their start (a crude stem: «розы»
 * finds «роз»), the dictionary's typo correction is skipped, and there is no next page, since a
 * cursor would point into the database's order.
 */
export function keptSearchPage(
  ads: readonly Ad[],
  query: { text: string; sort: CatalogueSort; priceMin?: number; priceMax?: number; limit: number },
): CatalogueSearchPage {
  const stems = (normalise(query.text).match(/\p{L}+|\d+/gu) ?? []).map(stem);
  const matches = (text: string) => stems.every((word) => text.includes(word));
  const priced = ads.filter(
    (ad) =>
      (query.priceMin === undefined || ad.price >= query.priceMin) &&
      (query.priceMax === undefined || ad.price <= query.priceMax),
  );
  const newest = (a: Ad, b: Ad) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
  const inTitle = priced.filter((ad) => matches(normalise(ad.title)));
  const inText = priced.filter(
    (ad) => !inTitle.includes(ad) && matches(normalise(`${ad.title} ${ad.description ?? ''}`)),
  );
  // As the database ranks them: title matches, then description matches, newest first in each.
  const found = stems.length === 0 ? priced : [...inTitle.sort(newest), ...inText.sort(newest)];
  const sorted =
    query.sort === 'relevant'
      ? found
      : [...found].sort(
          query.sort === 'cheap'
            ? (a, b) => a.price - b.price || newest(a, b)
            : query.sort === 'dear'
              ? (a, b) => b.price - a.price || newest(a, b)
              : newest,
        );
  return { ads: sorted.slice(0, query.limit), next_cursor: null, corrected_q: null };
}

const normalise = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

// Russian endings are a letter or two: «розы» is found as «роз», «тюльпаны» as «тюльпа».
const stem = (word: string) =>
  word.length <= 3 ? word : word.slice(0, Math.max(3, word.length - (word.length <= 5 ? 1 : 2)));
