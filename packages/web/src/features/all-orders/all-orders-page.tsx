import {
  ALL_ORDERS_EMPTY_TEXT,
  HUB_LINKS,
  can,
  orderActionErrorText,
  orderActionQuestion,
  visibleOrders,
} from '@flowers/domain';
import type { StaffOrderAction } from '@flowers/domain';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAllOrders } from '../../api/get-all-orders';
import { toRequestFailure } from '../../api/http';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSession } from '../../lib/session-context';
import { showAlert } from '../../telegram/init';
import { useRunOrderAction } from './api/run-order-action';
import { AllOrdersCard } from './components/all-orders-card';

interface Pending {
  orderId: number;
  action: StaffOrderAction;
}

/** spec §2 "All orders" with the §4 actions, each confirmed first (spec §5). */
export function AllOrdersPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const orders = useAllOrders();
  useLoggedError(orders.error, 'all orders');
  const run = useRunOrderAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const staff = can(user.role, 'allOrders');

  const accept = async ({ orderId, action }: Pending) => {
    setPending(null);
    if (action === 'edit') {
      await navigate(`/order-edit/${orderId}`);
      return;
    }
    try {
      await run.mutateAsync({ orderId, action });
    } catch (error) {
      await showAlert(orderActionErrorText(toRequestFailure(error)));
    }
  };

  const list = visibleOrders(orders.data ?? [], user.role);
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {HUB_LINKS['/allorders']}
      </Typography>
      {orders.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Загрузка заказов" />
        </Box>
      ) : list.length === 0 ? (
        <EmptyState title={ALL_ORDERS_EMPTY_TEXT} />
      ) : (
        <Stack spacing={2}>
          {list.map((order) => (
            <AllOrdersCard
              key={order.id}
              order={order}
              withActions={staff}
              busy={run.isPending}
              onAction={(action) => setPending({ orderId: order.id, action })}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? orderActionQuestion(pending.action) : ''}
        rejectText="Нет"
        acceptText="Да"
        destructive={pending?.action === 'delete' || pending?.action === 'cancel'}
        onReject={() => setPending(null)}
        onAccept={() => {
          if (pending) void accept(pending);
        }}
      />
    </Box>
  );
}
