import { isAdStatus, normalizeOrderStatus } from '@flowers/domain';
import type { AdStatus, OrderStatus } from '@flowers/domain';
import type { StatusTone } from './ui';

// What the owner should read from the colour, not what the status is called.
const AD_STATUS_TONES: Record<AdStatus, StatusTone> = {
  new: 'accent',
  edited: 'accent',
  reserved: 'accent',
  wait_moder: 'warning',
  edit_pending: 'warning',
  delete_pending: 'warning',
  edit_rejected: 'negative',
  delete_rejected: 'negative',
  cancel: 'negative',
  completed: 'positive',
  expired: 'neutral',
  delete: 'neutral',
  delete_admin: 'neutral',
};

const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  active: 'accent',
  created: 'warning',
  new: 'warning',
  reserved: 'warning',
  paid: 'accent',
  delivered: 'positive',
  completed: 'positive',
  cancelled: 'negative',
  deleted: 'neutral',
};

export function adStatusTone(status: string): StatusTone {
  return isAdStatus(status) ? AD_STATUS_TONES[status] : 'neutral';
}

export function orderStatusTone(status: string | null | undefined): StatusTone {
  const key = normalizeOrderStatus(status);
  return key in ORDER_STATUS_TONES ? ORDER_STATUS_TONES[key as OrderStatus] : 'neutral';
}
