import type { Order } from '@flowers/domain';
import type { ReactNode } from 'react';
import { orderLabel } from '../texts/orders';
import { OrderStatusChip, hasOpenDispute } from './staff/order-status-chip';
import './staff/staff.css';

interface StaffOrderCardProps {
  order: Order;
  withPreview?: boolean;
  children: ReactNode;
  actions?: ReactNode;
}

export function StaffOrderCard({
  order,
  withPreview = false,
  children,
  actions,
}: StaffOrderCardProps) {
  const preview = withPreview ? (order.preview_image ?? order.image_urls[0]) : undefined;
  return (
    <article aria-label={orderLabel(order.order_number)} className="staff-card">
      {preview && <img src={preview} alt="" className="staff-card__preview" loading="lazy" />}
      <div className="staff-card__head">
        <h2 className="staff-card__title">№ {order.order_number}</h2>
        <OrderStatusChip status={order.status} disputed={hasOpenDispute(order)} />
      </div>
      {children}
      {actions && <div className="staff-card__actions">{actions}</div>}
    </article>
  );
}
