import { formatRubles, priceWithCommission } from '@flowers/domain';
import {
  APPROVE_TEXT,
  DESCRIPTION_LABEL,
  REJECT_TEXT,
  TITLE_LABEL,
  adFallbackTitle,
  editRequestLine,
  newPriceText,
  wasText,
} from '../../../texts/ads';
import type { EditRequest } from '@flowers/domain';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NO_NAME_TEXT, SELLER_PRICE_LABEL } from '../../../texts/common';

interface EditRequestCardProps {
  request: EditRequest;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}

function Change({ label, before, after }: { label: string; before?: ReactNode; after: ReactNode }) {
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {before !== undefined && (
        <>
          <Box component="s" aria-label={wasText(String(before))} sx={{ color: 'text.secondary' }}>
            {before}
          </Box>{' '}
          →{' '}
        </>
      )}
      <Box component="strong">{after}</Box>
    </Typography>
  );
}

/** spec §2 "Edit requests": old title and price struck through next to the new ones. */
export function EditRequestCard({ request, busy, onDecide }: EditRequestCardProps) {
  const heading = request.new_title ?? request.title ?? adFallbackTitle(request.ad_id);
  const newPrice = request.new_price;
  return (
    <Card component="article" aria-label={heading} variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="caption" color="text.secondary">
            {editRequestLine(
              request.id,
              request.username ? `@${request.username}` : NO_NAME_TEXT,
              request.user_id,
            )}
          </Typography>
          <Typography component="h2" variant="h6">
            {heading}
          </Typography>
          {request.new_title !== null && (
            <Change label={TITLE_LABEL} before={request.title} after={request.new_title} />
          )}
          {newPrice !== null && (
            <Change
              label={SELLER_PRICE_LABEL}
              before={
                request.original_price === undefined
                  ? undefined
                  : formatRubles(request.original_price)
              }
              after={newPriceText(
                formatRubles(newPrice),
                formatRubles(priceWithCommission(newPrice)),
              )}
            />
          )}
          {request.new_description !== null && (
            <Change label={DESCRIPTION_LABEL} after={request.new_description || '—'} />
          )}
        </Stack>
      </CardContent>
      <CardActions>
        <Button variant="contained" color="success" disabled={busy} onClick={() => onDecide(true)}>
          {APPROVE_TEXT}
        </Button>
        <Button color="error" disabled={busy} onClick={() => onDecide(false)}>
          {REJECT_TEXT}
        </Button>
      </CardActions>
    </Card>
  );
}
