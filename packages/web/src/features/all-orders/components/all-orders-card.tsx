import { formatRubles, orderCancelReason } from '@flowers/domain';
import type { Order, StaffOrderAction } from '@flowers/domain';
import { DetailLines } from '../../../components/staff/detail-lines';
import { StaffOrderCard } from '../../../components/staff-order-card';
import { formatDateTime } from '../../../lib/format-date-time';
import { telegramPerson } from '../../../lib/telegram-person';
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
import { MORE_DETAILS_TEXT } from '../../../texts/staff';
import { OrderActions } from './order-actions';
import './all-orders-card.css';

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
      actions={
        withActions && <OrderActions status={order.status} busy={busy} onAction={onAction} />
      }
    >
      <DetailLines
        lines={[
          { label: BOUQUET_LABEL, value: order.title },
          { label: PRICE_LABEL, value: formatRubles(order.price) },
          { label: BUYER_LABEL, value: order.buyer_name },
          { label: ORDER_CREATED_LABEL, value: formatDateTime(order.created_at) },
          { label: CANCEL_REASON_LABEL, value: orderCancelReason(order) },
        ]}
      />
      <details className="order-more">
        <summary className="order-more__summary">{MORE_DETAILS_TEXT}</summary>
        <DetailLines
          lines={[
            { label: SELLER_PRICE_LABEL, value: formatRubles(order.original_price) },
            {
              label: BUYER_TELEGRAM_LABEL,
              value: telegramPerson(order.buyer_username, order.buyer_user_id),
            },
            { label: BUYER_PHONE_LABEL, value: order.buyer_phone },
            { label: DELIVERY_ADDRESS_LABEL, value: order.buyer_address ?? order.address },
            {
              label: SELLER_LABEL,
              value: telegramPerson(order.seller_username, order.seller_user_id),
            },
            { label: SELLER_PHONE_LABEL, value: order.seller_phone },
            { label: SELLER_ADDRESS_LABEL, value: order.seller_address },
            { label: COMMENT_LABEL, value: order.comment },
          ]}
        />
      </details>
    </StaffOrderCard>
  );
}
