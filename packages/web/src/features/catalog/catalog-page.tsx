import {
  CATALOG_EMPTY_SUBTITLE,
  CATALOG_EMPTY_TITLE,
  CATALOG_LOAD_FAILED_TEXT,
  CATALOG_TITLE,
} from '../../texts/catalogue';
import { CATALOG_LOADING_TEXT } from '../../texts/common';
import { useDeferredValue, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../router/router';
import { adsQueryOptions } from '../../api/get-ads';
import { useSellerRatings } from '../../api/get-seller-ratings';
import { readIdParam } from '../../api/wire-guards';
import { useQuery } from '@tanstack/react-query';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { AdGridSkeleton } from '../../components/ad-list/ad-grid-skeleton';
import { BrandHeader } from '../../components/brand-header';
import { EmptyState, ErrorState, FlowerIcon, Page } from '../../components/ui';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSessionScroll } from '../../lib/use-session-scroll';
import { useSession } from '../../lib/session-context';
import { DemoUserSwitch } from '../../components/demo-user-switch';
import { LinkedAdGone } from './linked-ad-gone';
import { leaveFirstScreen } from './first-screen/leave-first-screen';
import { PostedAdNotice } from './posted-ad-notice';

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
  /** Above the list: the search field and its filters (issue 16). */
  searchBar?: ReactNode;
  /** While a search is active, its results stand in for the plain list. */
  searchResults?: ReactNode | null;
  /** The search results have arrived, so the remembered scroll position can be restored. */
  searchReady?: boolean;
}

/** The catalogue at / and /catalog (spec §2). */
export function CatalogPage({ searchBar, searchResults = null, searchReady }: CatalogPageProps) {
  const { user, switchDemoUser } = useSession();
  const searching = searchResults !== null;
  // spec §7's GET /api/ads, whole and in one request, whenever nothing is searched.
  const ads = useQuery({ ...adsQueryOptions(), enabled: !searching });
  const ratings = useSellerRatings(ads.isSuccess && !searching);
  // Query results arrive as urgent updates (useSyncExternalStore): the grid they change is
  // drawn in a background render React splits into short tasks (issue 14).
  const shownAds = useDeferredValue(ads.data);
  const shownRatings = useDeferredValue(ratings.data);
  const [linkedAdId, forgetLinkedAd] = useLinkedAdId();
  useLoggedError(ads.error, 'Загрузка объявлений');
  // A linked ad scrolls itself into view; the remembered position would take it away.
  useSessionScroll(
    'catalog',
    searching ? searchReady === true : shownAds !== undefined && linkedAdId === null,
  );
  const linkedGone =
    linkedAdId !== null && ads.data !== undefined && !ads.data.some((ad) => ad.id === linkedAdId);
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
        ) : shownAds.length > 0 ? (
          <AdGrid ads={shownAds} highlightedAdId={linkedAdId} ratings={shownRatings} />
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
