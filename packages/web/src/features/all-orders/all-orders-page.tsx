import { allowsStaffActions, can, normalizeOrderStatus, visibleOrders } from '@flowers/domain';
import type { Order, StaffOrderAction } from '@flowers/domain';
import { useState } from 'react';
import { useNavigate } from '../../router/router';
import { describeFailure } from '../../api/describe-failure';
import { MoreResults } from '../../components/ad-list/more-results';
import { StaffListPage } from '../../components/staff-list-page';
import { ALL_ORDERS_LIST } from '../../texts/staff-lists';
import { filterTabs, type TabFilter } from '../../components/staff/filter-tabs';
import { useActionFeedback } from '../../components/staff/use-action-feedback';
import { useSession } from '../../lib/session-context';
import { confirm } from '../../telegram/popup';
import { NO_TEXT, YES_TEXT } from '../../texts/common';
import { orderActionQuestion } from '../../texts/orders';
import { orderActionErrorText } from '../../texts/request-failure';
import {
  CANCELLED_TAB_TEXT,
  FINISHED_TAB_TEXT,
  IN_WORK_TAB_TEXT,
  ORDER_ACTION_DONE_TEXT,
  STATUS_TABS_LABEL,
} from '../../texts/staff';
import { ordersOfPages, useAllOrdersPages } from './api/get-all-orders-page';
import { useRunOrderAction } from './api/run-order-action';
import { AllOrdersCard } from './components/all-orders-card';

type Tab = 'open' | 'completed' | 'cancelled';

const STATUS_FILTERS: readonly TabFilter<Order, Tab>[] = [
  { value: 'open', label: IN_WORK_TAB_TEXT, keeps: (order) => allowsStaffActions(order.status) },
  {
    value: 'completed',
    label: FINISHED_TAB_TEXT,
    keeps: (order) => normalizeOrderStatus(order.status) === 'completed',
  },
  {
    value: 'cancelled',
    label: CANCELLED_TAB_TEXT,
    keeps: (order) => normalizeOrderStatus(order.status) === 'cancelled',
  },
];

/** spec §2 "All orders" with the §4 actions, each confirmed first (§5). */
export function AllOrdersPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const orders = useAllOrdersPages();
  const run = useRunOrderAction();
  const feedback = useActionFeedback();
  const [tab, setTab] = useState<Tab | 'all'>('all');
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

  // Issue 28: the tabs count and filter the pages read so far.
  const visible = visibleOrders(ordersOfPages(orders.data?.pages), user.role);
  const chosen = { value: tab, onChange: setTab, label: STATUS_TABS_LABEL };
  const { tabs, shown } = filterTabs(visible, STATUS_FILTERS, chosen);
  return (
    <StaffListPage
      texts={ALL_ORDERS_LIST}
      query={orders}
      logAs="all orders"
      items={shown}
      tabs={staff && visible.length > 0 ? tabs : undefined}
      renderItem={(order) => (
        <AllOrdersCard
          order={order}
          withActions={staff}
          busy={run.isPending && run.variables.orderId === order.id}
          onAction={(action) => void act(order, action)}
        />
      )}
    >
      {visible.length > 0 && (
        <MoreResults results={orders} pages={orders.data?.pages.length ?? 0} />
      )}
    </StaffListPage>
  );
}
