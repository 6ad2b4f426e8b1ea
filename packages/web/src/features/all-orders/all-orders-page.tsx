import {
  ALL_ORDERS_TAB_STATUSES,
  ALL_ORDERS_TABS,
  can,
  normalizeOrderStatus,
  visibleOrders,
} from '@flowers/domain';
import type { AllOrdersTab, Order, StaffOrderAction } from '@flowers/domain';
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
import {
  UNPAID_COMPLETE_CONFIRM,
  orderActionQuestion,
  unpaidCompleteQuestion,
} from '../../texts/orders';
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

const TAB_LABELS: Record<AllOrdersTab, string> = {
  open: IN_WORK_TAB_TEXT,
  completed: FINISHED_TAB_TEXT,
  cancelled: CANCELLED_TAB_TEXT,
};

const STATUS_FILTERS: readonly TabFilter<Order, AllOrdersTab>[] = ALL_ORDERS_TABS.map((tab) => ({
  value: tab,
  label: TAB_LABELS[tab],
  keeps: (order) => ALL_ORDERS_TAB_STATUSES[tab].includes(normalizeOrderStatus(order.status)),
}));

/** spec §2 "All orders" with the §4 actions, each confirmed first (§5). */
export function AllOrdersPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const run = useRunOrderAction();
  const feedback = useActionFeedback();
  const [tab, setTab] = useState<AllOrdersTab | 'all'>('all');
  const orders = useAllOrdersPages(tab);
  const staff = can(user.role, 'allOrders');

  const act = async (order: Order, action: StaffOrderAction) => {
    const unpaid = action === 'complete' && normalizeOrderStatus(order.status) === 'created';
    const sure = unpaid
      ? await confirm(unpaidCompleteQuestion(order.order_number), {
          title: UNPAID_COMPLETE_CONFIRM.title,
          confirmText: UNPAID_COMPLETE_CONFIRM.accept,
          cancelText: NO_TEXT,
        })
      : await confirm(orderActionQuestion(action), {
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

  // Each tab is read from the server a page at a time (issue 28) and counted there; the rule on
  // the rows read takes an order that just changed out of a tab that no longer holds it.
  const visible = visibleOrders(ordersOfPages(orders.data?.pages), user.role);
  const counts = orders.data?.pages[0]?.counts;
  const chosen = { value: tab, onChange: setTab, label: STATUS_TABS_LABEL };
  const { tabs, shown } = filterTabs(visible, STATUS_FILTERS, chosen, counts);
  return (
    <StaffListPage
      texts={ALL_ORDERS_LIST}
      query={orders}
      logAs="all orders"
      items={shown}
      tabs={staff && (counts?.all ?? 0) > 0 ? tabs : undefined}
      renderItem={(order) => (
        <AllOrdersCard
          order={order}
          withActions={staff}
          busy={run.isPending && run.variables.orderId === order.id}
          onAction={(action) => void act(order, action)}
        />
      )}
    >
      {shown.length > 0 && <MoreResults results={orders} pages={orders.data?.pages.length ?? 0} />}
    </StaffListPage>
  );
}
