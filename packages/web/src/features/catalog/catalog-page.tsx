import {
  CATALOG_EMPTY_SUBTITLE,
  CATALOG_EMPTY_TITLE,
  CATALOG_LOAD_FAILED_TEXT,
  CATALOG_TITLE,
} from '../../texts/catalogue';
import { CATALOG_LOADING_TEXT } from '../../texts/common';
import { isInCatalogue, readIdParam } from '@flowers/domain';
import { Suspense, lazy, useDeferredValue, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../router/router';
import { adKeys } from '../../api/query-keys';
import { adsOfPages, slotsBefore, useCataloguePages } from '../../api/search-ads';
import { useSellerRatings } from '../../api/get-seller-ratings';
import { useQuery } from '@tanstack/react-query';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { AdGridSkeleton } from '../../components/ad-list/ad-grid-skeleton';
import { BrandHeader } from '../../components/brand-header';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { FlowerIcon } from '../../components/ui/icons';
import { Page } from '../../components/ui/page';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSession } from '../../lib/session-context';
import { DemoUserSwitch } from '../../components/demo-user-switch';
import { LinkedAdGone } from './linked-ad-gone';
import { leaveFirstScreen } from '../../lib/leave-first-screen';
import { PostedAdNotice } from './posted-ad-notice';
import { rememberedCataloguePage } from './catalogue-place';
import { useRememberCataloguePage } from './use-remember-catalogue-page';

// The next page's loader is needed only below the first cards: the first load leaves it out.
const MoreResults = lazy(() =>
  import('../../components/ad-list/more-results').then((module) => ({
    default: module.MoreResults,
  })),
);

// appPathFor in @flowers/domain writes deep links to ads as /catalog?ad=<id>.
function useLinkedAdId(): [number | null, () => void] {
  const [params, setParams] = useSearchParams();
  const linkedAdId = readIdParam(params.get('ad'));
  const forget = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('ad');
        return next;
      },
      { replace: true },
    );
  };
  return [linkedAdId, forget];
}

interface CatalogPageProps {
  searchBar?: ReactNode;
  /** While a search is active, its results stand in for the plain list. */
  searchResults?: ReactNode | null;
}

export function CatalogPage({ searchBar, searchResults = null }: CatalogPageProps) {
  const { user, switchDemoUser } = useSession();
  const searching = searchResults !== null;
  // Through the search's own cursor (issue 28), from the page the buyer left it at.
  const [start] = useState(rememberedCataloguePage);
  const ads = useCataloguePages(!searching, start);
  const ratings = useSellerRatings(ads.isSuccess && !searching);
  // Query results arrive as urgent updates (useSyncExternalStore): the grid they change is
  // drawn in a background render React splits into short tasks (issue 14).
  const shownPages = useDeferredValue(ads.data);
  const shownRatings = useDeferredValue(ratings.data);
  const shownAds = shownPages === undefined ? undefined : adsOfPages(shownPages.pages);
  useRememberCataloguePage(searching ? undefined : shownPages?.pageParams);
  const [linkedAdId, forgetLinkedAd] = useLinkedAdId();
  // A linked bouquet beyond the pages read is fetched alone and shown above them.
  const linkedInList = linkedAdId !== null && shownAds?.some((ad) => ad.id === linkedAdId);
  const linkedAd = useQuery({
    queryKey: adKeys.detail(linkedAdId ?? 0),
    // Loaded with the request: its check of the answer brings zod, which the first load leaves out.
    queryFn: () => import('../../api/get-ad').then(({ getAd }) => getAd(linkedAdId ?? 0)),
    enabled: linkedAdId !== null && shownAds !== undefined && !linkedInList,
  });
  const linkedAlone =
    !linkedInList && linkedAd.data !== undefined && isInCatalogue(linkedAd.data.status)
      ? linkedAd.data
      : null;
  useLoggedError(ads.error, 'Загрузка объявлений');
  const linkedGone =
    linkedAdId !== null &&
    shownAds !== undefined &&
    !linkedInList &&
    (linkedAd.isError || (linkedAd.data !== undefined && linkedAlone === null));
  // The server-drawn first screen stands in for the skeleton, and for nothing else.
  const loadingList = !searching && !ads.isError && shownAds === undefined;
  useLayoutEffect(() => {
    if (!loadingList) leaveFirstScreen();
  }, [loadingList]);

  return (
    <>
      <BrandHeader
        action={
          switchDemoUser && <DemoUserSwitch username={user.username} onSwitch={switchDemoUser} />
        }
      />
      <Page title={CATALOG_TITLE}>
        <PostedAdNotice />
        {linkedGone && <LinkedAdGone onClose={forgetLinkedAd} />}
        {searchBar}
        {searching ? (
          searchResults
        ) : ads.isError ? (
          <ErrorState
            title={CATALOG_LOAD_FAILED_TEXT}
            retrying={ads.isFetching}
            onRetry={() => void ads.refetch()}
          />
        ) : shownAds === undefined ? (
          <AdGridSkeleton text={CATALOG_LOADING_TEXT} />
        ) : shownAds.length > 0 || linkedAlone !== null ? (
          <>
            {linkedAlone !== null && (
              <div className="catalog-linked-ad">
                <AdGrid ads={[linkedAlone]} highlightedAdId={linkedAdId} ratings={shownRatings} />
              </div>
            )}
            <AdGrid
              ads={shownAds}
              before={shownPages === undefined ? 0 : slotsBefore(shownPages)}
              onNearStart={() => {
                if (ads.hasPreviousPage && !ads.isFetchingPreviousPage) {
                  void ads.fetchPreviousPage();
                }
              }}
              highlightedAdId={linkedInList ? linkedAdId : null}
              ratings={shownRatings}
            />
            {ads.hasNextPage && (
              <Suspense fallback={null}>
                <MoreResults
                  // Read here, not in the lazy chunk: the query re-renders this page only
                  // for the fields this page has read (search-ads.ts, useAdSearch).
                  results={{
                    hasNextPage: ads.hasNextPage,
                    isFetchingNextPage: ads.isFetchingNextPage,
                    isFetchNextPageError: ads.isFetchNextPageError,
                    fetchNextPage: ads.fetchNextPage,
                  }}
                  pages={shownPages?.pages.length ?? 0}
                />
              </Suspense>
            )}
          </>
        ) : (
          <EmptyState
            icon={<FlowerIcon size={48} />}
            title={CATALOG_EMPTY_TITLE}
            subtitle={CATALOG_EMPTY_SUBTITLE}
          />
        )}
      </Page>
    </>
  );
}
