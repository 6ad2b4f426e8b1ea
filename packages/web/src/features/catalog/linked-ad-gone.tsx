import { Banner } from '../../components/ui/banner';
import { IconButton } from '../../components/ui/icon-button';
import { CloseIcon } from '../../components/ui/icons';
import { LINKED_AD_GONE_TEXT } from '../../texts/catalogue';
import { CLOSE_LABEL } from '../../texts/common';

export function LinkedAdGone({ onClose }: { onClose: () => void }) {
  return (
    <Banner
      severity="info"
      action={
        <IconButton aria-label={CLOSE_LABEL} onClick={onClose}>
          <CloseIcon size={20} />
        </IconButton>
      }
    >
      {LINKED_AD_GONE_TEXT}
    </Banner>
  );
}
