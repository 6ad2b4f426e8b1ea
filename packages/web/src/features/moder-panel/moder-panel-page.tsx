import { allowsStaffActions } from '@flowers/domain';
import { NO_TEXT, YES_TEXT } from '../../texts/common';
import { HUB_LINKS } from '../../texts/users';
import {
  MODERPANEL_EMPTY_TEXT,
  ORDERS_LOADING_LABEL,
  STATUS_CHANGE_FAILED_TEXT,
  markDeliveredQuestion,
} from '../../texts/orders';
import type { Order } from '@flowers/domain';
import { useState } from 'react';
import { useAllOrders } from '../../api/get-all-orders';
import { useMarkOrderDelivered } from '../../api/mark-order-delivered';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StaffListPage } from '../../components/staff-list-page';
import { alertFailure } from '../../lib/alert-failure';
import { InWorkOrderCard } from './components/in-work-order-card';

/**
 * spec §2 "Orders in work": open orders with stage photos and the delivered mark, which is
 * confirmed first like the other staff order actions (issue 13: one stray tap changed a status).
 */
export function ModerPanelPage() {
  const orders = useAllOrders();
  const delivered = useMarkOrderDelivered();
  const [confirming, setConfirming] = useState<Order | null>(null);

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
          onDelivered={() => setConfirming(order)}
        />
      )}
    >
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? markDeliveredQuestion(confirming.order_number) : ''}
        rejectText={NO_TEXT}
        acceptText={YES_TEXT}
        onReject={() => setConfirming(null)}
        onAccept={() => {
          if (confirming) void markDelivered(confirming.id);
          setConfirming(null);
        }}
      />
    </StaffListPage>
  );
}
