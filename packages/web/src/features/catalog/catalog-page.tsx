import {
  CATALOG_EMPTY_SUBTITLE,
  CATALOG_EMPTY_TITLE,
  CATALOG_LOADING_TEXT,
  CATALOG_TITLE,
} from '@flowers/domain';
import { Box } from '@mui/material';
import { useAds } from '../../api/get-ads';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { AdGridSkeleton } from '../../components/ad-list/ad-grid-skeleton';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { useLoggedFailure } from '../../lib/use-logged-failure';
import { useSessionScroll } from '../../lib/use-session-scroll';

/** The catalogue at / and /catalog (spec §2). */
export function CatalogPage() {
  const ads = useAds();
  useLoggedFailure(ads.error, 'Загрузка объявлений');
  useSessionScroll('catalog', !ads.isPending);

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageTitle>{CATALOG_TITLE}</PageTitle>
      {ads.isPending ? (
        <AdGridSkeleton text={CATALOG_LOADING_TEXT} />
      ) : ads.data && ads.data.length > 0 ? (
        <AdGrid ads={ads.data} />
      ) : (
        <EmptyState title={CATALOG_EMPTY_TITLE} subtitle={CATALOG_EMPTY_SUBTITLE} />
      )}
    </Box>
  );
}
