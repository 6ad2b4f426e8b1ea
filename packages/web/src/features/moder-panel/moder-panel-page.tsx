import {
  HUB_LINKS,
  MODERPANEL_EMPTY_TEXT,
  STATUS_CHANGE_FAILED_TEXT,
  allowsStaffActions,
} from '@flowers/domain';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useAllOrders } from '../../api/get-all-orders';
import { useMarkOrderDelivered } from '../../api/mark-order-delivered';
import { EmptyState } from '../../components/empty-state';
import { useLoggedError } from '../../lib/use-logged-error';
import { showAlert } from '../../telegram/init';
import { InWorkOrderCard } from './components/in-work-order-card';

/** spec §2 "Orders in work": open orders with stage photos and the delivered mark. */
export function ModerPanelPage() {
  const orders = useAllOrders();
  useLoggedError(orders.error, 'orders in work');
  const delivered = useMarkOrderDelivered();

  const markDelivered = async (orderId: number) => {
    try {
      await delivered.mutateAsync(orderId);
    } catch (error) {
      await showAlert(
        `${STATUS_CHANGE_FAILED_TEXT}: ${error instanceof Error ? error.message : ''}`,
      );
    }
  };

  const list = (orders.data ?? []).filter((order) => allowsStaffActions(order.status));
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {HUB_LINKS['/moderpanel']}
      </Typography>
      {orders.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Загрузка заказов" />
        </Box>
      ) : list.length === 0 ? (
        <EmptyState title={MODERPANEL_EMPTY_TEXT} />
      ) : (
        <Stack spacing={2}>
          {list.map((order) => (
            <InWorkOrderCard
              key={order.id}
              order={order}
              busy={delivered.isPending}
              onDelivered={() => void markDelivered(order.id)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
