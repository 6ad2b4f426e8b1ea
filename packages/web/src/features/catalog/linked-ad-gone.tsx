import { Alert } from '@mui/material';
import { LINKED_AD_GONE_TEXT } from '../../texts/ads';

/** A deep link named an ad the catalogue no longer shows. */
export function LinkedAdGone({ onClose }: { onClose: () => void }) {
  return (
    <Alert severity="info" role="status" onClose={onClose} sx={{ mb: 2 }}>
      {LINKED_AD_GONE_TEXT}
    </Alert>
  );
}
