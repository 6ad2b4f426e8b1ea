import { RELISTED_LABEL, RELIST_BUTTON, canRelist } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { useRelistAd } from '../../api/relist-ad';
import { describeFailure } from '../../api/describe-failure';
import { Button, ButtonLink, RefreshIcon } from '../../components/ui';
import { useNavigate } from '../../router/router';
import { showAlert } from '../../telegram/init';
import { RELISTED_OPEN_TEXT } from '../../texts/sellers';

/** Issue 29. */
export function BouquetRelist({ ad }: { ad: Ad }) {
  const relisting = useRelistAd();
  const navigate = useNavigate();
  if (ad.relisted_as !== undefined) {
    return (
      <ButtonLink to={`/ad/${String(ad.relisted_as)}`} variant="secondary" fullWidth>
        {`${RELISTED_LABEL}: ${RELISTED_OPEN_TEXT.toLowerCase()}`}
      </ButtonLink>
    );
  }
  if (!canRelist(ad.status)) return null;
  const relist = async () => {
    try {
      const created = await relisting.mutateAsync(ad.id);
      await navigate(`/ad/${String(created.id)}`);
    } catch (error) {
      await showAlert(describeFailure(error).message);
    }
  };
  return (
    <Button
      fullWidth
      icon={<RefreshIcon size={20} />}
      loading={relisting.isPending}
      onClick={() => void relist()}
    >
      {RELIST_BUTTON}
    </Button>
  );
}
