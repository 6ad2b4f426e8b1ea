import { ACTION_TOAST_MS } from '../../config/ui';
import { AD_DELETED_BY_ADMIN_TEXT } from '../../texts/ads';
import { normalizeOrderStatus } from '@flowers/domain';
import {
  CANCEL_ORDER_SUCCESS_TEXT,
  NO_ACTIVE_ORDER_TEXT,
  UNPAID_COMPLETE_CONFIRM,
  unpaidCompleteQuestion,
} from '../../texts/orders';
import { NO_TEXT } from '../../texts/common';
import { confirm } from '../../telegram/popup';
import { getOrder } from '../../api/get-order';
import {
  cancelOrderErrorText,
  completeOrderErrorText,
  deleteAdErrorText,
} from '../../texts/request-failure';
import { useMutation } from '@tanstack/react-query';
import { adminDeleteAd } from '../../api/admin-delete-ad';
import { cancelOrder } from '../../api/cancel-order';
import { completeOrder } from '../../api/complete-order';
import { adKeys, orderKeys } from '../../api/query-keys';
import { getOrderByAd } from '../../api/get-order-by-ad';
import { describeFailure } from '../../api/describe-failure';
import { notificationHaptic } from '../../telegram/init';
import { useToast } from '../toast/toast-context';
import { useInvalidate } from '../../api/use-invalidate';
import { ORDER_ACTION_DONE_TEXT } from '../../texts/staff';

class NoActiveOrder extends Error {}

async function activeOrderOf(adId: number): Promise<number> {
  const orderId = await getOrderByAd(adId);
  if (orderId === null) throw new NoActiveOrder(NO_ACTIVE_ORDER_TEXT);
  return orderId;
}

/** Issue 40: an unpaid order is completed only once staff confirm it closes without payment. */
async function completeAsked(adId: number): Promise<boolean> {
  const orderId = await activeOrderOf(adId);
  const order = await getOrder(orderId);
  if (normalizeOrderStatus(order.status) === 'created') {
    const sure = await confirm(unpaidCompleteQuestion(order.order_number), {
      title: UNPAID_COMPLETE_CONFIRM.title,
      confirmText: UNPAID_COMPLETE_CONFIRM.accept,
      cancelText: NO_TEXT,
    });
    if (!sure) return false;
  }
  await completeOrder(orderId);
  return true;
}

/** spec §2, §6, §8. */
export function useStaffActions() {
  const invalidate = useInvalidate();
  const showToast = useToast();
  // Issue 40: an order completed or cancelled here may be the staff member's own hold.
  const reloadAds = () => invalidate(adKeys.catalogue(), orderKeys.mine());
  // The toast buzzes success and error itself; a warning buzzes here.
  const toast = (message: string, severity: 'success' | 'error' | 'warning') => {
    if (severity === 'warning') notificationHaptic(severity);
    showToast({ message, severity, durationMs: ACTION_TOAST_MS });
  };

  const complete = useMutation({
    mutationFn: completeAsked,
    onSuccess: async (completed) => {
      if (!completed) return;
      toast(ORDER_ACTION_DONE_TEXT.complete, 'success');
      await reloadAds();
    },
    onError: (error) => {
      if (error instanceof NoActiveOrder) toast(NO_ACTIVE_ORDER_TEXT, 'warning');
      else toast(completeOrderErrorText(describeFailure(error)), 'error');
    },
  });

  const cancel = useMutation({
    mutationFn: async (adId: number) => cancelOrder(await activeOrderOf(adId)),
    onSuccess: async () => {
      toast(CANCEL_ORDER_SUCCESS_TEXT, 'success');
      await reloadAds();
    },
    onError: (error) => {
      if (error instanceof NoActiveOrder) toast(NO_ACTIVE_ORDER_TEXT, 'warning');
      else toast(cancelOrderErrorText(describeFailure(error)), 'error');
    },
  });

  const remove = useMutation({
    mutationFn: adminDeleteAd,
    onSuccess: async () => {
      toast(AD_DELETED_BY_ADMIN_TEXT, 'success');
      await reloadAds();
    },
    onError: (error) => {
      toast(deleteAdErrorText(describeFailure(error)), 'error');
    },
  });

  return { complete, cancel, remove };
}
