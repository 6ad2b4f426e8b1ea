import type { Ad } from '@flowers/domain';
import { confirm } from '../../telegram/popup';
import { DELETE_AD_CONFIRM } from '../../texts/ads';
import { DELETE_TEXT } from '../../texts/common';
import {
  CANCEL_ORDER_BUTTON_TEXT,
  CANCEL_ORDER_CONFIRM,
  COMPLETE_ORDER_BUTTON_TEXT,
} from '../../texts/orders';
import { Button, TrashIcon } from '../ui';
import { OrderButton } from './order-button';
import { useStaffActions } from './use-staff-actions';
import '../staff/staff.css';

export function StaffCardActions({ ad }: { ad: Pick<Ad, 'id' | 'status' | 'user_id'> }) {
  const { complete, cancel, remove } = useStaffActions();

  const askCancel = async () => {
    const sure = await confirm(CANCEL_ORDER_CONFIRM.title, {
      confirmText: CANCEL_ORDER_CONFIRM.accept,
      cancelText: CANCEL_ORDER_CONFIRM.reject,
      destructive: true,
    });
    if (sure) cancel.mutate(ad.id);
  };
  const askDelete = async () => {
    const sure = await confirm(DELETE_AD_CONFIRM.title, {
      confirmText: DELETE_AD_CONFIRM.accept,
      cancelText: DELETE_AD_CONFIRM.reject,
      destructive: true,
    });
    if (sure) remove.mutate(ad.id);
  };

  return (
    <>
      {ad.status === 'reserved' ? (
        <>
          <Button fullWidth loading={complete.isPending} onClick={() => complete.mutate(ad.id)}>
            {COMPLETE_ORDER_BUTTON_TEXT}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            loading={cancel.isPending}
            onClick={() => void askCancel()}
          >
            {CANCEL_ORDER_BUTTON_TEXT}
          </Button>
        </>
      ) : (
        <OrderButton ad={ad} />
      )}
      <Button
        variant="plain"
        fullWidth
        className="staff-delete"
        icon={<TrashIcon size={18} />}
        loading={remove.isPending}
        onClick={() => void askDelete()}
      >
        {DELETE_TEXT}
      </Button>
    </>
  );
}
