import { CATALOG_LOADING_TEXT, TO_CATALOG_TEXT } from '../../texts/common';
import {
  FAVORITES_EMPTY_TEXT,
  FAVORITES_LOAD_FAILED_TEXT,
  FAVORITES_TITLE,
} from '../../texts/catalogue';
import { useFavoriteAds } from '../../api/get-favorite-ads';
import { useFavorites } from '../../api/get-favorites';
import { adsOfPages, slotsBefore } from '../../api/search-ads';
import { MoreResults } from '../../components/ad-list/more-results';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { AdGridSkeleton } from '../../components/ad-list/ad-grid-skeleton';
import { ButtonLink, EmptyState, ErrorState, HeartIcon, Page } from '../../components/ui';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSession } from '../../lib/session-context';

/** spec §2 "Favourites". */
export function FavoritesPage() {
  const { user } = useSession();
  const ads = useFavoriteAds(user.userId);
  const favorites = useFavorites(user.userId);
  useLoggedError(ads.error ?? favorites.error, 'Загрузка избранного');

  const ids = new Set(favorites.data ?? []);
  const favoriteAds = adsOfPages(ads.data?.pages ?? []).filter((ad) => ids.has(ad.id));
  const failed = ads.isError || favorites.isError;

  return (
    <Page title={FAVORITES_TITLE}>
      {ads.isPending || favorites.isPending ? (
        <AdGridSkeleton text={CATALOG_LOADING_TEXT} />
      ) : failed ? (
        <ErrorState
          title={FAVORITES_LOAD_FAILED_TEXT}
          retrying={ads.isFetching || favorites.isFetching}
          onRetry={() => {
            void ads.refetch();
            void favorites.refetch();
          }}
        />
      ) : favoriteAds.length > 0 ? (
        <>
          <AdGrid
            ads={favoriteAds}
            before={ads.data === undefined ? 0 : slotsBefore(ads.data)}
            onNearStart={() => {
              if (ads.hasPreviousPage && !ads.isFetchingPreviousPage) void ads.fetchPreviousPage();
            }}
          />
          <MoreResults results={ads} pages={ads.data?.pages.length ?? 0} />
        </>
      ) : (
        <EmptyState
          icon={<HeartIcon size={48} />}
          title={FAVORITES_EMPTY_TEXT}
          action={<ButtonLink to="/">{TO_CATALOG_TEXT}</ButtonLink>}
        />
      )}
    </Page>
  );
}
