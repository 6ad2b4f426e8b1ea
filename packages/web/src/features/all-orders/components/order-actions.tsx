import { isDeliveredOrder, isFinishedOrder, staffOrderActions } from '@flowers/domain';
import type { StaffOrderAction } from '@flowers/domain';
import { Button } from '../../../components/ui';
import type { ButtonVariant } from '../../../components/ui';
import {
  COMPLETE_DELIVERED_HINT,
  COMPLETE_DELIVERED_TEXT,
  ORDER_FINISHED_BUTTON_TEXT,
  ORDER_FINISHED_NOTE,
  STAFF_ORDER_ACTION_TEXT,
} from '../../../texts/orders';

interface OrderActionsProps {
  status: string;
  busy: boolean;
  onAction: (action: StaffOrderAction) => void;
}

const VARIANT: Record<StaffOrderAction, ButtonVariant> = {
  complete: 'primary',
  cancel: 'secondary',
  edit: 'secondary',
  delete: 'destructive',
};

/** spec §4. */
export function OrderActions({ status, busy, onAction }: OrderActionsProps) {
  if (isFinishedOrder(status)) {
    return (
      <div className="order-actions">
        <Button disabled variant="secondary">
          {ORDER_FINISHED_BUTTON_TEXT}
        </Button>
        <p className="staff-card__note">{ORDER_FINISHED_NOTE}</p>
      </div>
    );
  }
  const delivered = isDeliveredOrder(status);
  return (
    <div className="order-actions">
      <div className="order-actions__buttons">
        {staffOrderActions(status).map((action) => (
          <Button
            key={action}
            variant={VARIANT[action]}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {action === 'complete' && delivered
              ? COMPLETE_DELIVERED_TEXT
              : STAFF_ORDER_ACTION_TEXT[action].label}
          </Button>
        ))}
      </div>
      {delivered && <p className="staff-card__note">{COMPLETE_DELIVERED_HINT}</p>}
    </div>
  );
}
