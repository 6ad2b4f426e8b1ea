import { isDeliveredOrder, isFinishedOrder, staffOrderActions } from '@flowers/domain';
import {
  COMPLETE_DELIVERED_HINT,
  COMPLETE_DELIVERED_TEXT,
  ORDER_FINISHED_BUTTON_TEXT,
  ORDER_FINISHED_NOTE,
  STAFF_ORDER_ACTION_TEXT,
} from '../../../texts/orders';
import type { StaffOrderAction } from '@flowers/domain';
import { Button, Stack, Typography } from '@mui/material';

interface OrderActionsProps {
  status: string;
  busy: boolean;
  onAction: (action: StaffOrderAction) => void;
}

const COLOR: Record<StaffOrderAction, 'primary' | 'warning' | 'inherit' | 'error'> = {
  complete: 'primary',
  cancel: 'warning',
  edit: 'inherit',
  delete: 'error',
};

/** spec §4: the staff actions of an order, or why there are none. */
export function OrderActions({ status, busy, onAction }: OrderActionsProps) {
  if (isFinishedOrder(status)) {
    return (
      <Stack spacing={0.5}>
        <Button disabled variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {ORDER_FINISHED_BUTTON_TEXT}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {ORDER_FINISHED_NOTE}
        </Typography>
      </Stack>
    );
  }
  const delivered = isDeliveredOrder(status);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {staffOrderActions(status).map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'complete' ? 'contained' : 'outlined'}
            color={COLOR[action]}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {action === 'complete' && delivered
              ? COMPLETE_DELIVERED_TEXT
              : STAFF_ORDER_ACTION_TEXT[action].label}
          </Button>
        ))}
      </Stack>
      {delivered && (
        <Typography variant="caption" color="text.secondary">
          {COMPLETE_DELIVERED_HINT}
        </Typography>
      )}
    </Stack>
  );
}
