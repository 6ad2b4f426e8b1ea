import { normalizeOrderStatus, orderStatusLabel } from '@flowers/domain';
import { StatusChip } from '../ui';
import type { StatusTone } from '../ui';

// The kit's one palette: waiting on someone, in progress, done well, refused, over.
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

/** An order's status as a chip: the Russian label in the tone of its status. */
export function OrderStatusChip({ status }: { status: string | null | undefined }) {
  return <StatusChip tone={orderStatusTone(status)} label={orderStatusLabel(status)} />;
}
