import { orderStatusLabel } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { orderLabel } from '../texts/orders';

interface StaffOrderCardProps {
  order: Order;
  /** The bouquet's picture on top, where the screen wants it. */
  withPreview?: boolean;
  children: ReactNode;
  /** Buttons under the card; none when absent. */
  actions?: ReactNode;
}

/** The frame of an order card on the staff screens: number and status, body, then actions. */
export function StaffOrderCard({
  order,
  withPreview = false,
  children,
  actions,
}: StaffOrderCardProps) {
  const preview = withPreview ? (order.preview_image ?? order.image_urls[0]) : undefined;
  return (
    <Card component="article" aria-label={orderLabel(order.order_number)} variant="outlined">
      {preview && <CardMedia component="img" image={preview} alt="" sx={{ height: 140 }} />}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
            № {order.order_number}
          </Typography>
          <Chip size="small" label={orderStatusLabel(order.status)} />
        </Stack>
        {children}
      </CardContent>
      {actions && <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>}
    </Card>
  );
}
