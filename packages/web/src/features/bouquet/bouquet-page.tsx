import { idParamSchema } from '@flowers/domain';
import { useParams } from '../../router/router';
import { useAd } from '../../api/get-ad';
import { ScreenQuery } from '../../components/screen-query';
import { GoneScreen } from '../../components/gone-screen';
import { FlowerIcon } from '../../components/ui';
import { TO_CATALOG_TEXT } from '../../texts/common';
import { AD_NOT_FOUND_TEXT } from '../../texts/ads';
import { BOUQUET_GONE_TEXT, BOUQUET_LOAD_ERROR_TEXT } from '../../texts/bouquet';
import { BouquetSkeleton } from './bouquet-skeleton';
import { BouquetView } from './bouquet-view';
import './bouquet.css';

/** Issue 16. */
export function BouquetPage() {
  const parsed = idParamSchema.safeParse(useParams().id);
  return parsed.success ? <BouquetScreen adId={parsed.data} /> : <BouquetGone />;
}

/** The server answers 404 for sold, withdrawn and missing alike. */
function BouquetGone() {
  return (
    <GoneScreen
      icon={<FlowerIcon size={48} />}
      title={AD_NOT_FOUND_TEXT}
      subtitle={BOUQUET_GONE_TEXT}
      to="/"
      linkText={TO_CATALOG_TEXT}
    />
  );
}

function BouquetScreen({ adId }: { adId: number }) {
  return (
    <ScreenQuery
      query={useAd(adId)}
      loading={<BouquetSkeleton />}
      notFound={<BouquetGone />}
      failedText={BOUQUET_LOAD_ERROR_TEXT}
    >
      {(ad) => <BouquetView ad={ad} />}
    </ScreenQuery>
  );
}
