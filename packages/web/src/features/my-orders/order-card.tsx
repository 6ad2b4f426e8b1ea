import { formatRubles, orderStatusLabel } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { Link } from '../../router/link';
import { StatusChip, Thumbnail } from '../../components/ui';
import { orderStatusTone } from '../../components/status-tones';
import { PayAgain } from '../../components/receipt/pay-again';
import { ReceiptQuestion } from '../../components/receipt/receipt-question';
import { BUYER_HELD_TEXT, safeDealText } from '../../texts/payments';
import { orderLabel } from '../../texts/orders';
import { formatLongDateTime } from '../../lib/format-date-time';

const PREVIEW_PX = 64;

/** spec §2 "My orders". */
export function OrderCard({ order }: { order: Order }) {
  const preview = order.preview_image ?? order.image_urls[0];
  return (
    <article aria-label={orderLabel(order.order_number)} className="order-card">
      <div className="order-card__main">
        <Thumbnail src={preview} sizePx={PREVIEW_PX} lazy />
        <div className="order-card__text">
          <div className="order-card__head">
            <h2 className="order-card__title">
              {/* Stretched over the card's main row: the whole row opens the order page. */}
              <Link to={`/myorders/${order.id}`} className="order-card__link">
                <span className="order-card__link-text">{order.title}</span>
              </Link>
            </h2>
            <StatusChip
              tone={orderStatusTone(order.status)}
              label={orderStatusLabel(order.status)}
            />
          </div>
          <p className="order-card__meta">
            № {order.order_number} · {formatLongDateTime(order.created_at)}
          </p>
          <p className="order-card__price">{formatRubles(order.price)}</p>
          {order.buyer_address && <p className="order-card__meta">{order.buyer_address}</p>}
          {order.safe_deal && (
            <p className="order-card__meta">
              {order.safe_deal.state === 'held' && order.safe_deal.dispute === null
                ? BUYER_HELD_TEXT
                : safeDealText(order.safe_deal.state_label)}
            </p>
          )}
        </div>
      </div>
      {order.status === 'created' && order.pay_until && (
        <PayAgain orderId={order.id} payUntil={order.pay_until} />
      )}
      {order.safe_deal?.awaiting_buyer && <ReceiptQuestion orderId={order.id} />}
    </article>
  );
}
