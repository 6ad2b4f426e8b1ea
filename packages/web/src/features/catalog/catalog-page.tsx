import { idParamSchema } from '@flowers/domain';
import {
  CATALOG_EMPTY_SUBTITLE,
  CATALOG_EMPTY_TITLE,
  CATALOG_LOAD_FAILED_TEXT,
  CATALOG_TITLE,
} from '../../texts/ads';
import { CATALOG_LOADING_TEXT, RETRY_TEXT } from '../../texts/common';
import { Alert, Box, Button } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useAds } from '../../api/get-ads';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { AdGridSkeleton } from '../../components/ad-list/ad-grid-skeleton';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSessionScroll } from '../../lib/use-session-scroll';
import { LinkedAdGone } from './linked-ad-gone';

// appPathFor in @flowers/domain writes deep links to ads as /catalog?ad=<id>.
function useLinkedAdId(): [number | null, () => void] {
  const [params, setParams] = useSearchParams();
  const parsed = idParamSchema.safeParse(params.get('ad'));
  const forget = () => {
    setParams({}, { replace: true });
  };
  return [parsed.success ? parsed.data : null, forget];
}

/** The catalogue at / and /catalog (spec §2). */
export function CatalogPage() {
  const ads = useAds();
  const [linkedAdId, forgetLinkedAd] = useLinkedAdId();
  useLoggedError(ads.error, 'Загрузка объявлений');
  // A linked ad scrolls itself into view; the remembered position would take it away.
  useSessionScroll('catalog', !ads.isPending && linkedAdId === null);
  const linkedGone =
    linkedAdId !== null && ads.data !== undefined && !ads.data.some((ad) => ad.id === linkedAdId);

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageTitle>{CATALOG_TITLE}</PageTitle>
      {linkedGone && <LinkedAdGone onClose={forgetLinkedAd} />}
      {ads.isPending ? (
        <AdGridSkeleton text={CATALOG_LOADING_TEXT} />
      ) : ads.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" disabled={ads.isFetching} onClick={() => void ads.refetch()}>
              {RETRY_TEXT}
            </Button>
          }
        >
          {CATALOG_LOAD_FAILED_TEXT}
        </Alert>
      ) : ads.data.length > 0 ? (
        <AdGrid ads={ads.data} highlightedAdId={linkedAdId} />
      ) : (
        <EmptyState title={CATALOG_EMPTY_TITLE} subtitle={CATALOG_EMPTY_SUBTITLE} />
      )}
    </Box>
  );
}
