import { allowsStaffActions, normalizeOrderStatus, orderStatusLabel } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { useState } from 'react';
import { useAllOrders } from '../../api/get-all-orders';
import { useMarkOrderDelivered } from '../../api/mark-order-delivered';
import { StaffListPage } from '../../components/staff-list-page';
import { ORDERS_IN_WORK_LIST } from '../../texts/staff-lists';
import { filterTabs } from '../../components/staff/filter-tabs';
import { useActionFeedback } from '../../components/staff/use-action-feedback';
import { confirm } from '../../telegram/popup';
import { NO_TEXT, YES_TEXT } from '../../texts/common';
import { STATUS_CHANGE_FAILED_TEXT, markDeliveredQuestion } from '../../texts/orders';
import { STATUS_TABS_LABEL, deliveredDoneText } from '../../texts/staff';
import { InWorkOrderCard } from './components/in-work-order-card';
import { TrustedSellersSection } from './components/trusted-sellers-section';

const STATUS_FILTERS = (['paid', 'delivered'] as const).map((status) => ({
  value: status,
  label: orderStatusLabel(status),
  keeps: (order: Order) => normalizeOrderStatus(order.status) === status,
}));

/**
 * spec §2 "Orders in work": open orders with stage photos and the delivered mark, which is
 * confirmed first in Telegram's popup (issue 13: one stray tap changed a status).
 */
export function OrdersInWorkPage() {
  const orders = useAllOrders();
  const delivered = useMarkOrderDelivered();
  const feedback = useActionFeedback();
  const [tab, setTab] = useState<'all' | 'paid' | 'delivered'>('all');

  const markDelivered = async (order: Order) => {
    const sure = await confirm(markDeliveredQuestion(order.order_number), {
      confirmText: YES_TEXT,
      cancelText: NO_TEXT,
    });
    if (!sure) return;
    try {
      await delivered.mutateAsync(order.id);
      feedback.done(deliveredDoneText(order.order_number));
    } catch (error) {
      feedback.failed(STATUS_CHANGE_FAILED_TEXT, error);
    }
  };

  const open = (orders.data ?? []).filter((order) => allowsStaffActions(order.status));
  const chosen = { value: tab, onChange: setTab, label: STATUS_TABS_LABEL };
  const { tabs, shown } = filterTabs(open, STATUS_FILTERS, chosen);
  return (
    <StaffListPage
      texts={ORDERS_IN_WORK_LIST}
      query={orders}
      logAs="orders in work"
      items={shown}
      tabs={open.length > 0 ? tabs : undefined}
      renderItem={(order) => (
        <InWorkOrderCard
          order={order}
          busy={delivered.isPending && delivered.variables === order.id}
          onDelivered={() => void markDelivered(order)}
        />
      )}
    >
      <TrustedSellersSection />
    </StaffListPage>
  );
}
