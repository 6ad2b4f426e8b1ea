import { Alert } from '@mui/material';

export const LINKED_AD_GONE_TEXT =
  'Объявление по ссылке больше недоступно: его уже купили или сняли с продажи. Посмотрите другие букеты.';

/** A deep link named an ad the catalogue no longer shows. */
export function LinkedAdGone({ onClose }: { onClose: () => void }) {
  return (
    <Alert severity="info" role="status" onClose={onClose} sx={{ mb: 2 }}>
      {LINKED_AD_GONE_TEXT}
    </Alert>
  );
}
