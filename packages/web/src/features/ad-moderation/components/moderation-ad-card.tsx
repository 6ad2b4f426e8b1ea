import { AD_STATUS_LABELS, formatRubles } from '@flowers/domain';
import {
  AD_CREATED_LABEL,
  APPROVE_TEXT,
  NO_DESCRIPTION_TEXT,
  REJECT_TEXT,
} from '../../../texts/ads';
import { formatDateTime } from '../../../lib/format-date-time';
import type { Ad } from '@flowers/domain';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { LabeledLine } from '../../../components/labeled-line';
import { ModerationThumbs } from './moderation-thumbs';
import {
  ADDRESS_LABEL,
  PHONE_LABEL,
  PRICE_LABEL,
  SELLER_LABEL,
  SELLER_PRICE_LABEL,
} from '../../../texts/common';

interface ModerationAdCardProps {
  ad: Ad;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function ModerationAdCard({ ad, busy, onApprove, onReject }: ModerationAdCardProps) {
  return (
    <Card component="article" aria-label={ad.title} variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <ModerationThumbs urls={ad.image_urls} title={ad.title} />
          <Typography component="h2" variant="h6">
            {ad.title}
          </Typography>
          <Typography variant="body2" color={ad.description ? 'text.primary' : 'text.secondary'}>
            {ad.description || NO_DESCRIPTION_TEXT}
          </Typography>
          <LabeledLine label={PRICE_LABEL} value={formatRubles(ad.price)} />
          <LabeledLine label={SELLER_PRICE_LABEL} value={formatRubles(ad.original_price)} />
          <LabeledLine label={ADDRESS_LABEL} value={ad.address} />
          <LabeledLine label={PHONE_LABEL} value={ad.phone} />
          <LabeledLine label={SELLER_LABEL} value={ad.username ? `@${ad.username}` : ad.user_id} />
          <LabeledLine label={AD_CREATED_LABEL} value={formatDateTime(ad.created_at)} />
          <Chip
            label={AD_STATUS_LABELS.wait_moder}
            color="warning"
            size="small"
            sx={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </CardContent>
      <CardActions>
        <Button variant="contained" color="success" disabled={busy} onClick={onApprove}>
          {APPROVE_TEXT}
        </Button>
        <Button color="error" disabled={busy} onClick={onReject}>
          {REJECT_TEXT}
        </Button>
      </CardActions>
    </Card>
  );
}
