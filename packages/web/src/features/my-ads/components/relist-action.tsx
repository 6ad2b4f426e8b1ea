import { RELISTED_LABEL, RELIST_BUTTON, canRelist } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { Button, ButtonLink, RefreshIcon } from '../../../components/ui';
import { RELISTED_OPEN_TEXT } from '../../../texts/sellers';

interface RelistActionProps {
  ad: Ad;
  relisting: boolean;
  onRelist: (ad: Ad) => void;
}

export function RelistAction({ ad, relisting, onRelist }: RelistActionProps) {
  if (ad.relisted_as !== undefined) {
    return (
      <div className="my-ad__relisted">
        <span className="my-ad__note">{RELISTED_LABEL}</span>
        <ButtonLink to={`/ad/${String(ad.relisted_as)}`} variant="secondary" size="small">
          {RELISTED_OPEN_TEXT}
        </ButtonLink>
      </div>
    );
  }
  if (!canRelist(ad.status)) return null;
  return (
    <div className="my-ad__actions">
      <Button
        variant="secondary"
        size="small"
        icon={<RefreshIcon size={18} />}
        loading={relisting}
        onClick={() => {
          onRelist(ad);
        }}
      >
        {RELIST_BUTTON}
      </Button>
    </div>
  );
}
