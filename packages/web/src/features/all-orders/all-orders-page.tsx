import { allowsStaffActions, can, normalizeOrderStatus, visibleOrders } from '@flowers/domain';
import type { Order, StaffOrderAction } from '@flowers/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../api/describe-failure';
import { useAllOrders } from '../../api/get-all-orders';
import { StaffListPage } from '../../components/staff-list-page';
import type { StaffListTabs } from '../../components/staff-list-page';
import { useActionFeedback } from '../../components/staff/use-action-feedback';
import { useSession } from '../../lib/session-context';
import { confirm } from '../../telegram/popup';
import { NO_TEXT, YES_TEXT } from '../../texts/common';
import {
  ALL_ORDERS_EMPTY_TEXT,
  ORDERS_LOADING_LABEL,
  orderActionQuestion,
} from '../../texts/orders';
import { orderActionErrorText } from '../../texts/request-failure';
import {
  ALL_TAB_TEXT,
  CANCELLED_TAB_TEXT,
  FINISHED_TAB_TEXT,
  IN_WORK_TAB_TEXT,
  ORDERS_FAILED_TEXT,
  ORDER_ACTION_DONE_TEXT,
  STATUS_TABS_LABEL,
} from '../../texts/staff';
import { HUB_LINKS } from '../../texts/users';
import { useRunOrderAction } from './api/run-order-action';
import { AllOrdersCard } from './components/all-orders-card';

type Tab = 'all' | 'open' | 'completed' | 'cancelled';

const IN_TAB: Record<Exclude<Tab, 'all'>, (order: Order) => boolean> = {
  open: (order) => allowsStaffActions(order.status),
  completed: (order) => normalizeOrderStatus(order.status) === 'completed',
  cancelled: (order) => normalizeOrderStatus(order.status) === 'cancelled',
};

function statusTabs(orders: readonly Order[], tab: Tab, onChange: (tab: Tab) => void) {
  const count = (key: Exclude<Tab, 'all'>) => orders.filter(IN_TAB[key]).length;
  return {
    label: STATUS_TABS_LABEL,
    value: tab,
    onChange,
    items: [
      { value: 'all', label: ALL_TAB_TEXT, count: orders.length },
      { value: 'open', label: IN_WORK_TAB_TEXT, count: count('open') },
      { value: 'completed', label: FINISHED_TAB_TEXT, count: count('completed') },
      { value: 'cancelled', label: CANCELLED_TAB_TEXT, count: count('cancelled') },
    ],
  } satisfies StaffListTabs<Tab>;
}

/** spec §2 "All orders" with the §4 actions, each confirmed first in Telegram's popup (§5). */
export function AllOrdersPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const orders = useAllOrders();
  const run = useRunOrderAction();
  const feedback = useActionFeedback();
  const [tab, setTab] = useState<Tab>('all');
  const staff = can(user.role, 'allOrders');

  const act = async (order: Order, action: StaffOrderAction) => {
    const sure = await confirm(orderActionQuestion(action), {
      confirmText: YES_TEXT,
      cancelText: NO_TEXT,
      destructive: action === 'delete' || action === 'cancel',
    });
    if (!sure) return;
    if (action === 'edit') {
      await navigate(`/order-edit/${order.id}`);
      return;
    }
    try {
      await run.mutateAsync({ orderId: order.id, action });
      feedback.done(ORDER_ACTION_DONE_TEXT[action]);
    } catch (error) {
      feedback.failed(orderActionErrorText(describeFailure(error)));
    }
  };

  const visible = visibleOrders(orders.data ?? [], user.role);
  const list = tab === 'all' ? visible : visible.filter(IN_TAB[tab]);
  return (
    <StaffListPage
      title={HUB_LINKS['/allorders']}
      query={orders}
      logAs="all orders"
      loadingLabel={ORDERS_LOADING_LABEL}
      emptyText={ALL_ORDERS_EMPTY_TEXT}
      failedText={ORDERS_FAILED_TEXT}
      items={list}
      tabs={staff && visible.length > 0 ? statusTabs(visible, tab, setTab) : undefined}
      renderItem={(order) => (
        <AllOrdersCard
          order={order}
          withActions={staff}
          busy={run.isPending && run.variables.orderId === order.id}
          onAction={(action) => void act(order, action)}
        />
      )}
    />
  );
}
