import { formatRubles, orderCancelReason } from '@flowers/domain';
import { formatDateTime } from '../../../lib/format-date-time';
import type { Order, StaffOrderAction } from '@flowers/domain';
import { Stack } from '@mui/material';
import { LabeledLine } from '../../../components/labeled-line';
import { StaffOrderCard } from '../../../components/staff-order-card';
import { telegramPerson } from '../../../lib/telegram-person';
import { OrderActions } from './order-actions';

interface AllOrdersCardProps {
  order: Order;
  withActions: boolean;
  busy: boolean;
  onAction: (action: StaffOrderAction) => void;
}

export function AllOrdersCard({ order, withActions, busy, onAction }: AllOrdersCardProps) {
  return (
    <StaffOrderCard
      order={order}
      withPreview
      actions={
        withActions && <OrderActions status={order.status} busy={busy} onAction={onAction} />
      }
    >
      <Stack spacing={0.25}>
        <LabeledLine label="Букет" value={order.title} />
        <LabeledLine label="Цена" value={formatRubles(order.price)} />
        <LabeledLine label="Цена продавца" value={formatRubles(order.original_price)} />
        <LabeledLine label="Создан" value={formatDateTime(order.created_at)} />
        <LabeledLine label="Покупатель" value={order.buyer_name} />
        <LabeledLine
          label="Telegram покупателя"
          value={telegramPerson(order.buyer_username, order.buyer_user_id)}
        />
        <LabeledLine label="Телефон покупателя" value={order.buyer_phone} />
        <LabeledLine label="Адрес доставки" value={order.buyer_address ?? order.address} />
        <LabeledLine
          label="Продавец"
          value={telegramPerson(order.seller_username, order.seller_user_id)}
        />
        <LabeledLine label="Телефон продавца" value={order.seller_phone} />
        <LabeledLine label="Адрес продавца" value={order.seller_address} />
        <LabeledLine label="Комментарий" value={order.comment} />
        <LabeledLine label="Причина отмены" value={orderCancelReason(order)} />
      </Stack>
    </StaffOrderCard>
  );
}
