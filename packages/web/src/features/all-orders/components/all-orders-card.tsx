import { formatRubles, orderCancelReason, orderStatusLabel } from '@flowers/domain';
import { formatDateTime } from '../../../lib/format-date-time';
import type { Order, StaffOrderAction } from '@flowers/domain';
import { Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { OrderActions } from './order-actions';
import { PRICE_LABEL, SELLER_LABEL, SELLER_PRICE_LABEL } from '../../../texts/common';
import {
  BOUQUET_LABEL,
  BUYER_LABEL,
  BUYER_PHONE_LABEL,
  BUYER_TELEGRAM_LABEL,
  CANCEL_REASON_LABEL,
  COMMENT_LABEL,
  DELIVERY_ADDRESS_LABEL,
  ORDER_CREATED_LABEL,
  SELLER_ADDRESS_LABEL,
  SELLER_PHONE_LABEL,
  orderLabel,
} from '../../../texts/orders';

interface AllOrdersCardProps {
  order: Order;
  withActions: boolean;
  busy: boolean;
  onAction: (action: StaffOrderAction) => void;
}

const person = (name: string | null, id: string) => `${name ? `@${name}` : '—'} (ID ${id})`;

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value}
    </Typography>
  );
}

export function AllOrdersCard({ order, withActions, busy, onAction }: AllOrdersCardProps) {
  const preview = order.preview_image ?? order.image_urls[0];
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
        <Stack spacing={0.25}>
          <Line label={BOUQUET_LABEL} value={order.title} />
          <Line label={PRICE_LABEL} value={formatRubles(order.price)} />
          <Line label={SELLER_PRICE_LABEL} value={formatRubles(order.original_price)} />
          <Line label={ORDER_CREATED_LABEL} value={formatDateTime(order.created_at)} />
          <Line label={BUYER_LABEL} value={order.buyer_name} />
          <Line
            label={BUYER_TELEGRAM_LABEL}
            value={person(order.buyer_username, order.buyer_user_id)}
          />
          <Line label={BUYER_PHONE_LABEL} value={order.buyer_phone} />
          <Line label={DELIVERY_ADDRESS_LABEL} value={order.buyer_address ?? order.address} />
          <Line label={SELLER_LABEL} value={person(order.seller_username, order.seller_user_id)} />
          <Line label={SELLER_PHONE_LABEL} value={order.seller_phone} />
          <Line label={SELLER_ADDRESS_LABEL} value={order.seller_address} />
          <Line label={COMMENT_LABEL} value={order.comment} />
          <Line label={CANCEL_REASON_LABEL} value={orderCancelReason(order)} />
        </Stack>
      </CardContent>
      {withActions && (
        <CardActions>
          <OrderActions status={order.status} busy={busy} onAction={onAction} />
        </CardActions>
      )}
    </Card>
  );
}
