import { useParams } from '../../router/router';
import { OrderFloristThread } from '../../components/florist-thread/order-florist-thread';
import { StaffQueryBody } from '../../components/staff/staff-query-body';
import { Page } from '../../components/ui';
import {
  ORDER_LOADING_LABEL,
  ORDER_LOAD_ERROR_TEXT,
  ORDER_NOT_FOUND_TEXT,
  orderHeading,
} from '../../texts/orders';
import { useModeratorOrder } from './api/get-moderator-order';
import { OrderDetail } from './components/order-detail';
import '../../components/staff/staff.css';

/** spec §2 "Moderator order detail". */
export function StaffOrderPage() {
  const orderId = Number(useParams().orderId);
  const order = useModeratorOrder(orderId);

  return (
    <Page title={orderHeading(order.data?.order_number)}>
      <StaffQueryBody
        query={order}
        loadingLabel={ORDER_LOADING_LABEL}
        notFoundText={ORDER_NOT_FOUND_TEXT}
        failedText={ORDER_LOAD_ERROR_TEXT}
      >
        {(data) => (
          <>
            <OrderDetail order={data} />
            <OrderFloristThread orderId={data.id} staff />
          </>
        )}
      </StaffQueryBody>
    </Page>
  );
}
