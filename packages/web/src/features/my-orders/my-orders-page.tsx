import { CATALOG_LOADING_TEXT } from '../../texts/common';
import { MY_ORDERS_EMPTY_TEXT, MY_ORDERS_TITLE, ORDERS_LOAD_ERROR_TEXT } from '../../texts/orders';
import { Box, Stack } from '@mui/material';
import { EmptyState } from '../../components/empty-state';
import { LoadingText } from '../../components/loading-text';
import { PageTitle } from '../../components/page-title';
import { useLoggedError } from '../../lib/use-logged-error';
import { useMyOrders } from './api/get-my-orders';
import { OrderCard } from './order-card';

/** The buyer's orders (spec §2 "My orders"); a failed load is logged and shows empty (§8). */
export function MyOrdersPage() {
  const orders = useMyOrders();
  useLoggedError(orders.error, ORDERS_LOAD_ERROR_TEXT);

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageTitle>{MY_ORDERS_TITLE}</PageTitle>
      {orders.isPending ? (
        <LoadingText text={CATALOG_LOADING_TEXT} />
      ) : orders.data && orders.data.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </Stack>
      ) : (
        <EmptyState title={MY_ORDERS_EMPTY_TEXT} />
      )}
    </Box>
  );
}
