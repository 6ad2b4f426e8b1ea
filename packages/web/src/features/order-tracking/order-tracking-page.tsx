import {
  ORDER_UPDATED_EVENT,
  TRACKING_CANCELLED_LABEL,
  entityIdSchema,
  formatRubles,
  orderUpdatedEventSchema,
} from '@flowers/domain';
import type { OrderTracking } from '@flowers/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from '../../router/router';
import { orderKeys } from '../../api/query-keys';
import { OrderFloristThread } from '../../components/florist-thread/order-florist-thread';
import { GoneScreen } from '../../components/gone-screen';
import { LoadingText } from '../../components/loading-text';
import { ScreenQuery } from '../../components/screen-query';
import { orderStatusTone } from '../../components/status-tones';
import { BagIcon, Banner, Page, Section, StatusChip } from '../../components/ui';
import { useLiveEvent, useLiveResync } from '../../lib/live-socket-context';
import { CATALOG_LOADING_TEXT, STATUS_PREFIX } from '../../texts/common';
import {
  CANCEL_REASON_LABEL,
  TRACKING_LOAD_ERROR_TEXT,
  TRACKING_NOT_FOUND_TEXT,
  TRACKING_STEPS_TITLE,
  TRACKING_TO_MY_ORDERS_TEXT,
  trackingTitle,
} from '../../texts/tracking';
import { useOrderTracking } from './api/get-order-tracking';
import { DeliveryDetails, SellerDetails } from './order-details';
import { RatingSection } from './rating-form';
import { ReceiptSection } from './receipt-section';
import { TrackingTimeline } from './tracking-timeline';
import './order-tracking.css';

/** Issue 16. */
export function OrderTrackingPage() {
  const parsed = entityIdSchema.safeParse(Number(useParams().id));
  return parsed.success ? <OrderTrackingScreen orderId={parsed.data} /> : <OrderNotFound />;
}

function OrderNotFound() {
  return (
    <GoneScreen
      icon={<BagIcon size={48} />}
      title={TRACKING_NOT_FOUND_TEXT}
      to="/myorders"
      linkText={TRACKING_TO_MY_ORDERS_TEXT}
    />
  );
}

function OrderTrackingScreen({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const tracking = useOrderTracking(orderId);

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(orderId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
  };
  useLiveEvent(ORDER_UPDATED_EVENT, orderUpdatedEventSchema, (event) => {
    if (event.orderId === orderId) reload();
  });
  useLiveResync(reload);

  return (
    <ScreenQuery
      query={tracking}
      loading={
        <Page>
          <LoadingText text={CATALOG_LOADING_TEXT} />
        </Page>
      }
      notFound={<OrderNotFound />}
      failedText={TRACKING_LOAD_ERROR_TEXT}
    >
      {(order) => <OrderTrackingView order={order} />}
    </ScreenQuery>
  );
}

function OrderTrackingView({ order }: { order: OrderTracking }) {
  return (
    <Page title={trackingTitle(order.order_number)} className="order-tracking">
      <div className="tracking-summary">
        {order.preview_image && (
          <img src={order.preview_image} alt="" className="tracking-summary__photo" />
        )}
        <div className="tracking-summary__text">
          <p className="tracking-summary__title">{order.title}</p>
          <p className="tracking-summary__price">{formatRubles(order.price)}</p>
          <StatusChip
            tone={orderStatusTone(order.status)}
            label={order.status_label}
            hiddenPrefix={STATUS_PREFIX}
          />
        </div>
      </div>
      {order.cancelled_at !== null && (
        <Banner severity="error">
          {TRACKING_CANCELLED_LABEL}
          {order.cancel_reason && (
            <>
              <br />
              {CANCEL_REASON_LABEL}: {order.cancel_reason}
            </>
          )}
        </Banner>
      )}
      <ReceiptSection order={order} />
      <Section title={TRACKING_STEPS_TITLE} padded>
        <TrackingTimeline order={order} />
      </Section>
      <RatingSection order={order} />
      <DeliveryDetails delivery={order.delivery} />
      <SellerDetails order={order} />
      <OrderFloristThread orderId={order.id} />
    </Page>
  );
}
