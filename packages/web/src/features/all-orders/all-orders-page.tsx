import { can, visibleOrders } from '@flowers/domain';
import {
  ALL_ORDERS_EMPTY_TEXT,
  ORDERS_LOADING_LABEL,
  orderActionQuestion,
} from '../../texts/orders';
import { HUB_LINKS } from '../../texts/users';
import { orderActionErrorText } from '../../texts/request-failure';
import type { StaffOrderAction } from '@flowers/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAllOrders } from '../../api/get-all-orders';
import { describeFailure } from '../../api/describe-failure';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StaffListPage } from '../../components/staff-list-page';
import { useSession } from '../../lib/session-context';
import { showAlert } from '../../telegram/init';
import { useRunOrderAction } from './api/run-order-action';
import { AllOrdersCard } from './components/all-orders-card';
import { NO_TEXT, YES_TEXT } from '../../texts/common';

interface Pending {
  orderId: number;
  action: StaffOrderAction;
}

/** spec §2 "All orders" with the §4 actions, each confirmed first (spec §5). */
export function AllOrdersPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const orders = useAllOrders();
  const run = useRunOrderAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const staff = can(user.role, 'allOrders');

  const accept = async ({ orderId, action }: Pending) => {
    setPending(null);
    if (action === 'edit') {
      await navigate(`/order-edit/${orderId}`);
      return;
    }
    try {
      await run.mutateAsync({ orderId, action });
    } catch (error) {
      await showAlert(orderActionErrorText(describeFailure(error)));
    }
  };

  const list = visibleOrders(orders.data ?? [], user.role);
  return (
    <StaffListPage
      title={HUB_LINKS['/allorders']}
      query={orders}
      logAs="all orders"
      loadingLabel={ORDERS_LOADING_LABEL}
      emptyText={ALL_ORDERS_EMPTY_TEXT}
      items={list}
      renderItem={(order) => (
        <AllOrdersCard
          order={order}
          withActions={staff}
          busy={run.isPending}
          onAction={(action) => setPending({ orderId: order.id, action })}
        />
      )}
    >
      <ConfirmDialog
        open={pending !== null}
        title={pending ? orderActionQuestion(pending.action) : ''}
        rejectText={NO_TEXT}
        acceptText={YES_TEXT}
        destructive={pending?.action === 'delete' || pending?.action === 'cancel'}
        onReject={() => setPending(null)}
        onAccept={() => {
          if (pending) void accept(pending);
        }}
      />
    </StaffListPage>
  );
}
