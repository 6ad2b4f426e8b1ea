import { formatRubles, orderCancelReason, orderStatusLabel } from '@flowers/domain';
import { formatDateTime } from '../../../lib/format-date-time';
import type { Order, StaffOrderAction } from '@flowers/domain';
import { Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { OrderActions } from './order-actions';

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
    <Card component="article" aria-label={`Заказ ${order.order_number}`} variant="outlined">
      {preview && <CardMedia component="img" image={preview} alt="" sx={{ height: 140 }} />}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
            № {order.order_number}
          </Typography>
          <Chip size="small" label={orderStatusLabel(order.status)} />
        </Stack>
        <Stack spacing={0.25}>
          <Line label="Букет" value={order.title} />
          <Line label="Цена" value={formatRubles(order.price)} />
          <Line label="Цена продавца" value={formatRubles(order.original_price)} />
          <Line label="Создан" value={formatDateTime(order.created_at)} />
          <Line label="Покупатель" value={order.buyer_name} />
          <Line
            label="Telegram покупателя"
            value={person(order.buyer_username, order.buyer_user_id)}
          />
          <Line label="Телефон покупателя" value={order.buyer_phone} />
          <Line label="Адрес доставки" value={order.buyer_address ?? order.address} />
          <Line label="Продавец" value={person(order.seller_username, order.seller_user_id)} />
          <Line label="Телефон продавца" value={order.seller_phone} />
          <Line label="Адрес продавца" value={order.seller_address} />
          <Line label="Комментарий" value={order.comment} />
          <Line label="Причина отмены" value={orderCancelReason(order)} />
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
