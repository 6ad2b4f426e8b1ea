import {
  ORDER_PHOTO_STAGES,
  ORDER_STAGE_LABELS,
  formatRubles,
  orderCancelReason,
} from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { OrderStatusChip, hasOpenDispute } from '../../../components/staff/order-status-chip';
import { formatDateTime } from '../../../lib/format-date-time';
import { telegramPerson } from '../../../lib/telegram-person';
import {
  ADDRESS_LABEL,
  PHONE_LABEL,
  PRICE_LABEL,
  SELLER_LABEL,
  SELLER_PRICE_LABEL,
} from '../../../texts/common';
import {
  BOUQUET_LABEL,
  BUYER_LABEL,
  CANCELLED_AT_LABEL,
  CANCEL_REASON_LABEL,
  COMMENT_LABEL,
  DELIVERY_ADDRESS_LABEL,
  DELIVERY_PHOTOS_TITLE,
  NAME_LABEL,
  ORDER_CREATED_LABEL,
  ORDER_LABEL,
} from '../../../texts/orders';
import {
  CARD_MESSAGE_LABEL,
  DELIVERY_TITLE,
  DELIVERY_WHEN_LABEL,
  DELIVERY_WITHIN_DAY_TEXT,
  RECIPIENT_LABEL,
  personLine,
} from '../../../texts/tracking';
import { DetailSection } from './detail-section';
import { DisputePanel } from './dispute-panel';
import './order-detail.css';

/** Every order field of spec §3, grouped for a moderator, each once (issue 40). */
export function OrderDetail({ order }: { order: Order }) {
  const stagePhotos = ORDER_PHOTO_STAGES.flatMap((stage) => {
    const url = order.photos[stage];
    return url ? [{ stage, url }] : [];
  });
  const cover = order.preview_image ?? order.image_urls[0];
  return (
    <>
      {cover && <img src={cover} alt={order.title} className="order-detail__cover" />}
      <DetailSection
        title={ORDER_LABEL}
        after={<OrderStatusChip status={order.status} disputed={hasOpenDispute(order)} />}
        rows={[
          { label: BOUQUET_LABEL, value: order.title },
          { label: PRICE_LABEL, value: formatRubles(order.price) },
          { label: SELLER_PRICE_LABEL, value: formatRubles(order.original_price) },
          { label: ORDER_CREATED_LABEL, value: formatDateTime(order.created_at) },
          {
            label: CANCELLED_AT_LABEL,
            value: order.cancelled_at && formatDateTime(order.cancelled_at),
          },
          { label: CANCEL_REASON_LABEL, value: orderCancelReason(order) },
        ]}
      />
      <DetailSection
        title={DELIVERY_TITLE}
        rows={[
          { label: DELIVERY_WHEN_LABEL, value: order.delivery_when ?? DELIVERY_WITHIN_DAY_TEXT },
          // The order's address is the delivery address (spec §3 reads both).
          { label: DELIVERY_ADDRESS_LABEL, value: order.buyer_address ?? order.address },
          {
            label: RECIPIENT_LABEL,
            value: order.recipient_name
              ? personLine(order.recipient_name, order.recipient_phone ?? null)
              : personLine(order.buyer_name, order.buyer_phone),
          },
          { label: CARD_MESSAGE_LABEL, value: order.card_message },
          { label: COMMENT_LABEL, value: order.comment },
        ]}
      />
      {order.safe_deal && <DisputePanel orderId={order.id} deal={order.safe_deal} />}
      <DetailSection
        title={BUYER_LABEL}
        rows={[
          { label: NAME_LABEL, value: order.buyer_name },
          { label: 'Telegram', value: telegramPerson(order.buyer_username, order.buyer_user_id) },
          { label: PHONE_LABEL, value: order.buyer_phone },
          { label: 'Email', value: order.buyer_email },
        ]}
      />
      <DetailSection
        title={SELLER_LABEL}
        rows={[
          { label: 'Telegram', value: telegramPerson(order.seller_username, order.seller_user_id) },
          { label: PHONE_LABEL, value: order.seller_phone },
          { label: ADDRESS_LABEL, value: order.seller_address },
        ]}
      />
      {stagePhotos.length > 0 && (
        <section aria-label={DELIVERY_PHOTOS_TITLE} className="staff-card">
          <h2 className="staff-card__title">{DELIVERY_PHOTOS_TITLE}</h2>
          <div className="order-detail__photos">
            {stagePhotos.map(({ stage, url }) => (
              <figure key={stage} className="order-detail__figure">
                <img src={url} alt={ORDER_STAGE_LABELS[stage]} className="order-detail__photo" />
                <figcaption className="staff-card__note">{ORDER_STAGE_LABELS[stage]}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
