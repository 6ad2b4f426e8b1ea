import { allowsStaffActions } from '@flowers/domain';
import { HUB_LINKS } from '../../texts/users';
import {
  MODERPANEL_EMPTY_TEXT,
  ORDERS_LOADING_LABEL,
  STATUS_CHANGE_FAILED_TEXT,
} from '../../texts/orders';
import { useAllOrders } from '../../api/get-all-orders';
import { useMarkOrderDelivered } from '../../api/mark-order-delivered';
import { StaffListPage } from '../../components/staff-list-page';
import { alertFailure } from '../../lib/alert-failure';
import { InWorkOrderCard } from './components/in-work-order-card';

/** spec §2 "Orders in work": open orders with stage photos and the delivered mark. */
export function ModerPanelPage() {
  const orders = useAllOrders();
  const delivered = useMarkOrderDelivered();

  const markDelivered = async (orderId: number) => {
    try {
      await delivered.mutateAsync(orderId);
    } catch (error) {
      await alertFailure(STATUS_CHANGE_FAILED_TEXT, error);
    }
  };

  const list = (orders.data ?? []).filter((order) => allowsStaffActions(order.status));
  return (
    <StaffListPage
      title={HUB_LINKS['/moderpanel']}
      query={orders}
      logAs="orders in work"
      loadingLabel={ORDERS_LOADING_LABEL}
      emptyText={MODERPANEL_EMPTY_TEXT}
      items={list}
      renderItem={(order) => (
        <InWorkOrderCard
          order={order}
          busy={delivered.isPending}
          onDelivered={() => void markDelivered(order.id)}
        />
      )}
    />
  );
}
