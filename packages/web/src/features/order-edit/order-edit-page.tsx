import { can, formatRubles } from '@flowers/domain';
import { useParams } from '../../router/router';
import { OrderStatusChip } from '../../components/staff/order-status-chip';
import { StaffQueryBody } from '../../components/staff/staff-query-body';
import { EmptyState, Page } from '../../components/ui';
import { useSession } from '../../lib/session-context';
import {
  ORDER_EDIT_TITLE,
  ORDER_LOADING_LABEL,
  ORDER_LOAD_ERROR_TEXT,
  ORDER_NOT_FOUND_TEXT,
} from '../../texts/orders';
import { STAFF_ONLY_TEXT } from '../../texts/users';
import { useOrder } from './api/get-order';
import { OrderEditForm } from './components/order-edit-form';
import '../../components/staff/staff.css';

/** spec §2. */
export function OrderEditPage() {
  const { user } = useSession();
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);

  return (
    <Page title={ORDER_EDIT_TITLE}>
      {can(user.role, 'allOrders') ? (
        <StaffQueryBody
          query={order}
          loadingLabel={ORDER_LOADING_LABEL}
          notFoundText={ORDER_NOT_FOUND_TEXT}
          failedText={ORDER_LOAD_ERROR_TEXT}
        >
          {(data) => (
            <>
              <div className="staff-card__head">
                <p className="staff-card__note staff-card__title">
                  № {data.order_number} · {data.title} · {formatRubles(data.price)}
                </p>
                <OrderStatusChip status={data.status} />
              </div>
              <OrderEditForm key={data.id} order={data} />
            </>
          )}
        </StaffQueryBody>
      ) : (
        <EmptyState title={STAFF_ONLY_TEXT} />
      )}
    </Page>
  );
}
