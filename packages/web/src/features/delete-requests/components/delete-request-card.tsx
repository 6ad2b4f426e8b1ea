import { formatRubles } from '@flowers/domain';
import { APPROVE_DELETE_TEXT, REJECT_DELETE_TEXT, deleteRequestLine } from '../../../texts/ads';
import type { DeleteRequest } from '@flowers/domain';
import { Button, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import { NO_NAME_TEXT } from '../../../texts/common';

interface DeleteRequestCardProps {
  request: DeleteRequest;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}

export function DeleteRequestCard({ request, busy, onDecide }: DeleteRequestCardProps) {
  const cover = request.image_urls[0];
  return (
    <Card component="article" aria-label={request.title} variant="outlined">
      {cover && <CardMedia component="img" image={cover} alt="" sx={{ height: 160 }} />}
      <CardContent>
        <Typography component="h2" variant="h6">
          {request.title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatRubles(request.price)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {deleteRequestLine(
            request.id,
            request.username ? `@${request.username}` : NO_NAME_TEXT,
            request.user_id,
          )}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="error" disabled={busy} onClick={() => onDecide(true)}>
          {APPROVE_DELETE_TEXT}
        </Button>
        <Button disabled={busy} onClick={() => onDecide(false)}>
          {REJECT_DELETE_TEXT}
        </Button>
      </CardActions>
    </Card>
  );
}
