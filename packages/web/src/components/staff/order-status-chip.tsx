import { MONEY_LABELS, normalizeOrderStatus, orderStatusLabel } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { StatusChip } from '../ui';
import type { StatusTone } from '../ui';

const ORDER_TONES: Record<string, StatusTone> = {
  created: 'warning',
  new: 'warning',
  active: 'accent',
  reserved: 'accent',
  paid: 'accent',
  delivered: 'positive',
  completed: 'neutral',
  cancelled: 'negative',
  deleted: 'negative',
};

export function orderStatusTone(status: string | null | undefined): StatusTone {
  return ORDER_TONES[normalizeOrderStatus(status)] ?? 'neutral';
}

export function hasOpenDispute(order: Pick<Order, 'safe_deal'>): boolean {
  const dispute = order.safe_deal?.dispute;
  return dispute != null && dispute.decision === null;
}

/** An open dispute adds a «Спор» chip, so no staff screen shows a plain «Доставлен». */
export function OrderStatusChip({
  status,
  disputed = false,
}: {
  status: string | null | undefined;
  disputed?: boolean;
}) {
  const chip = <StatusChip tone={orderStatusTone(status)} label={orderStatusLabel(status)} />;
  if (!disputed) return chip;
  return (
    <span className="staff-status-chips">
      {chip}
      <StatusChip tone="negative" label={MONEY_LABELS.disputed} />
    </span>
  );
}
