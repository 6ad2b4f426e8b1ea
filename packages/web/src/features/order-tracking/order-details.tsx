import { SUPPORT_LABEL, sellerRatingLabel } from '@flowers/domain';
import type { OrderTracking } from '@flowers/domain';
import { Button, Cell, ChatIcon, Section } from '../../components/ui';
import { openChatLink } from '../../telegram/init';
import { ADDRESS_LABEL, SELLER_LABEL } from '../../texts/common';
import {
  CARD_MESSAGE_LABEL,
  COMMENT_LABEL,
  DELIVERY_TITLE,
  DELIVERY_WHEN_LABEL,
  DELIVERY_WITHIN_DAY_TEXT,
  RECIPIENT_LABEL,
  SELLER_PHONE_LABEL,
  personLine,
} from '../../texts/tracking';

export function DeliveryDetails({ delivery }: { delivery: OrderTracking['delivery'] }) {
  const recipient = personLine(delivery.recipient_name, delivery.recipient_phone);
  return (
    <Section title={DELIVERY_TITLE}>
      {delivery.address && <Cell subtitle={ADDRESS_LABEL}>{delivery.address}</Cell>}
      <Cell subtitle={DELIVERY_WHEN_LABEL}>{delivery.when_label ?? DELIVERY_WITHIN_DAY_TEXT}</Cell>
      {recipient && <Cell subtitle={RECIPIENT_LABEL}>{recipient}</Cell>}
      {delivery.card_message && (
        <Cell subtitle={CARD_MESSAGE_LABEL}>
          <span className="tracking-card-message">{delivery.card_message}</span>
        </Cell>
      )}
      {delivery.comment && <Cell subtitle={COMMENT_LABEL}>{delivery.comment}</Cell>}
    </Section>
  );
}

/** Contact goes through support. */
export function SellerDetails({ order }: { order: OrderTracking }) {
  const { seller } = order;
  return (
    <Section title={SELLER_LABEL} footer={seller.contact_note}>
      <Cell to={`/seller/${seller.id}`} subtitle={sellerRatingLabel(seller.rating)}>
        {seller.display_name}
      </Cell>
      {seller.phone && (
        <Cell subtitle={SELLER_PHONE_LABEL}>
          <a className="tracking-phone" href={`tel:${seller.phone}`}>
            {seller.phone}
          </a>
        </Cell>
      )}
      <div className="tracking-support">
        <Button
          variant="secondary"
          fullWidth
          icon={<ChatIcon size={20} />}
          onClick={() => {
            openChatLink(order.support_url);
          }}
        >
          {SUPPORT_LABEL}
        </Button>
      </div>
    </Section>
  );
}
