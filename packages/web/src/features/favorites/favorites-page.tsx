import { CATALOG_LOADING_TEXT, TO_CATALOG_TEXT } from '../../texts/common';
import {
  FAVORITES_EMPTY_TEXT,
  FAVORITES_LOAD_FAILED_TEXT,
  FAVORITES_TITLE,
} from '../../texts/catalogue';
import { useAds } from '../../api/get-ads';
import { useFavorites } from '../../api/get-favorites';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { AdGridSkeleton } from '../../components/ad-list/ad-grid-skeleton';
import { ButtonLink, EmptyState, ErrorState, HeartIcon, Page } from '../../components/ui';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSession } from '../../lib/session-context';

/** The catalogue grid limited to the user's favourites (spec §2 "Favourites"). */
export function FavoritesPage() {
  const { user } = useSession();
  const ads = useAds();
  const favorites = useFavorites(user.userId);
  useLoggedError(ads.error ?? favorites.error, 'Загрузка избранного');

  const ids = new Set(favorites.data ?? []);
  const favoriteAds = (ads.data ?? []).filter((ad) => ids.has(ad.id));
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
        <AdGrid ads={favoriteAds} />
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
