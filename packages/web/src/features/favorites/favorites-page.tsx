import { CATALOG_LOADING_TEXT } from '../../texts/common';
import { FAVORITES_EMPTY_TEXT, FAVORITES_TITLE } from '../../texts/ads';
import { Box } from '@mui/material';
import { useAds } from '../../api/get-ads';
import { useFavorites } from '../../api/get-favorites';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadingText } from '../../components/loading-text';
import { PageTitle } from '../../components/page-title';
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
  const loading = ads.isPending || favorites.isPending;

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageTitle>{FAVORITES_TITLE}</PageTitle>
      {loading ? (
        <LoadingText text={CATALOG_LOADING_TEXT} />
      ) : favoriteAds.length > 0 ? (
        <AdGrid ads={favoriteAds} />
      ) : (
        <EmptyState title={FAVORITES_EMPTY_TEXT} />
      )}
    </Box>
  );
}
