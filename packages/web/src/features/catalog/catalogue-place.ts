import { CATALOGUE_PAGE_ADS, FIRST_PAGE, type CataloguePageParam } from '../../api/search-ads';

const KEY = 'flowers/catalogue-page';

function isPageParam(value: unknown): value is CataloguePageParam {
  if (typeof value !== 'object' || value === null) return false;
  const { cursor, index, previous } = value as Record<string, unknown>;
  return (
    (cursor === null || typeof cursor === 'string') &&
    Number.isSafeInteger(index) &&
    (index as number) >= 0 &&
    (previous === null || isPageParam(previous))
  );
}

// spec §2: the position survives a reload. Reading from the left page puts the restored scroll on
// its cards; the cursors before it come along, so scrolling up reads the pages above.
export function rememberedCataloguePage(): CataloguePageParam {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPageParam(saved) ? saved : FIRST_PAGE;
  } catch {
    return FIRST_PAGE;
  }
}

export function rememberCataloguePage(param: CataloguePageParam): void {
  sessionStorage.setItem(KEY, JSON.stringify(param));
}

/** The kept page that holds the ad at `slot` of the whole list, if it is kept. */
export function pageParamAt(
  pageParams: readonly CataloguePageParam[],
  slot: number,
): CataloguePageParam | null {
  const index = Math.floor(slot / CATALOGUE_PAGE_ADS);
  return pageParams.find((param) => param.index === index) ?? null;
}
