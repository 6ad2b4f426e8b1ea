import {
  adStatusLabel,
  canOwnerRequestChange,
  canTransition,
  formatRubles,
  isMarkedOnCard,
} from '@flowers/domain';
import {
  DELETE_REQUEST_BUTTON_TEXT,
  EDIT_AD_BUTTON_TEXT,
  REQUEST_PENDING_NOTE,
  adStatusChipText,
  rejectReasonText,
} from '../../../texts/ads';
import type { Ad } from '@flowers/domain';
import { Button, Card, CardActions, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import { Link } from 'react-router';

interface MyAdCardProps {
  ad: Ad;
  onRequestDeletion: (ad: Ad) => void;
}

export function MyAdCard({ ad, onRequestDeletion }: MyAdCardProps) {
  const offered = canOwnerRequestChange(ad.status);
  // spec §4 offers the buttons on pending statuses too; the server refuses a second request.
  const pending = offered && !canTransition('requestEdit', ad.status);
  const marked = isMarkedOnCard(ad.status);
  const cover = ad.image_urls[0];
  return (
    <Card component="article" aria-label={ad.title} variant="outlined">
      {cover && (
        <CardMedia
          component="img"
          image={cover}
          alt=""
          sx={{ height: 180, objectFit: 'cover', opacity: marked ? 0.5 : 1 }}
        />
      )}
      <CardContent>
        <Typography component="h2" variant="h6">
          {ad.title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatRubles(ad.price)}</Typography>
        {ad.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {ad.description}
          </Typography>
        )}
        <Chip
          sx={{ mt: 1.5 }}
          size="small"
          color={marked ? 'warning' : 'default'}
          label={adStatusChipText(adStatusLabel(ad.status))}
        />
        {ad.status === 'cancel' && ad.reject_reason && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {rejectReasonText(ad.reject_reason)}
          </Typography>
        )}
        {pending && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
            {REQUEST_PENDING_NOTE}
          </Typography>
        )}
      </CardContent>
      {offered && (
        <CardActions>
          <Button
            component={Link}
            to={`/edit-ad/${ad.id}`}
            disabled={pending}
            variant="outlined"
            size="small"
          >
            {EDIT_AD_BUTTON_TEXT}
          </Button>
          <Button
            color="error"
            size="small"
            disabled={pending}
            onClick={() => onRequestDeletion(ad)}
          >
            {DELETE_REQUEST_BUTTON_TEXT}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
