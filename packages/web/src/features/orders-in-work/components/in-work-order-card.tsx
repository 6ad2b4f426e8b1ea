import {
  ORDER_PHOTO_STAGES,
  UNPAID_DELIVERY_MESSAGE,
  canOrderTransition,
  formatRubles,
  normalizeOrderStatus,
} from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { StaffOrderCard } from '../../../components/staff-order-card';
import { Button, ButtonLink } from '../../../components/ui';
import { MARK_DELIVERED_TEXT, OPEN_ORDER_TEXT } from '../../../texts/orders';
import { StagePhotoUpload } from './stage-photo-upload';
import './in-work-order-card.css';

interface InWorkOrderCardProps {
  order: Order;
  busy: boolean;
  onDelivered: () => void;
}

export function InWorkOrderCard({ order, busy, onDelivered }: InWorkOrderCardProps) {
  // Issue 40: an unpaid order is never delivered; the button stays and says why.
  const unpaid = normalizeOrderStatus(order.status) === 'created';
  const whyId = `in-work-unpaid-${order.id}`;
  return (
    <StaffOrderCard
      order={order}
      actions={
        <>
          <ButtonLink to={`/moderator/orders/${order.id}`} variant="secondary">
            {OPEN_ORDER_TEXT}
          </ButtonLink>
          {canOrderTransition('markDelivered', order.status) && (
            <Button loading={busy} onClick={onDelivered}>
              {MARK_DELIVERED_TEXT}
            </Button>
          )}
          {unpaid && (
            <>
              <Button disabled aria-describedby={whyId}>
                {MARK_DELIVERED_TEXT}
              </Button>
              <p id={whyId} className="staff-card__note in-work__why">
                {UNPAID_DELIVERY_MESSAGE}
              </p>
            </>
          )}
        </>
      }
    >
      <p className="in-work__summary">
        {order.title} · {formatRubles(order.price)}
      </p>
      {/* A stage takes a row of its own when two do not fit side by side on a phone. */}
      <div className="in-work__stages">
        {ORDER_PHOTO_STAGES.map((stage) => (
          <StagePhotoUpload
            key={stage}
            orderId={order.id}
            orderNumber={order.order_number}
            stage={stage}
            photoUrl={order.photos[stage]}
          />
        ))}
      </div>
    </StaffOrderCard>
  );
}
