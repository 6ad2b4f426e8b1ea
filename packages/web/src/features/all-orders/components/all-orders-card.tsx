import { formatRubles, orderCancelReason } from '@flowers/domain';
import { formatDateTime } from '../../../lib/format-date-time';
import type { Order, StaffOrderAction } from '@flowers/domain';
import { Stack } from '@mui/material';
import { LabeledLine } from '../../../components/labeled-line';
import { StaffOrderCard } from '../../../components/staff-order-card';
import { telegramPerson } from '../../../lib/telegram-person';
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
} from '../../../texts/orders';

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
        <LabeledLine label={BOUQUET_LABEL} value={order.title} />
        <LabeledLine label={PRICE_LABEL} value={formatRubles(order.price)} />
        <LabeledLine label={SELLER_PRICE_LABEL} value={formatRubles(order.original_price)} />
        <LabeledLine label={ORDER_CREATED_LABEL} value={formatDateTime(order.created_at)} />
        <LabeledLine label={BUYER_LABEL} value={order.buyer_name} />
        <LabeledLine
          label={BUYER_TELEGRAM_LABEL}
          value={telegramPerson(order.buyer_username, order.buyer_user_id)}
        />
        <LabeledLine label={BUYER_PHONE_LABEL} value={order.buyer_phone} />
        <LabeledLine label={DELIVERY_ADDRESS_LABEL} value={order.buyer_address ?? order.address} />
        <LabeledLine
          label={SELLER_LABEL}
          value={telegramPerson(order.seller_username, order.seller_user_id)}
        />
        <LabeledLine label={SELLER_PHONE_LABEL} value={order.seller_phone} />
        <LabeledLine label={SELLER_ADDRESS_LABEL} value={order.seller_address} />
        <LabeledLine label={COMMENT_LABEL} value={order.comment} />
        <LabeledLine label={CANCEL_REASON_LABEL} value={orderCancelReason(order)} />
      </Stack>
    </StaffOrderCard>
  );
}
