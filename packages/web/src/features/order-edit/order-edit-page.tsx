import { can, formatRubles, orderStatusLabel } from '@flowers/domain';
import {
  ORDER_EDIT_TITLE,
  ORDER_LOADING_LABEL,
  ORDER_LOAD_ERROR_TEXT,
  ORDER_NOT_FOUND_TEXT,
} from '../../texts/orders';
import { STAFF_ONLY_TEXT } from '../../texts/users';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { LoadFailureAlert } from '../../components/load-failure-alert';
import { useSession } from '../../lib/session-context';
import { useOrder } from './api/get-order';
import { OrderEditForm } from './components/order-edit-form';

/** /order-edit/{orderId}: reached from the all-orders edit action (spec §2). */
export function OrderEditPage() {
  const { user } = useSession();
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);

  let body;
  if (!can(user.role, 'allOrders')) {
    body = <Alert severity="info">{STAFF_ONLY_TEXT}</Alert>;
  } else if (order.isPending) {
    body = (
      <CircularProgress aria-label={ORDER_LOADING_LABEL} sx={{ display: 'block', mx: 'auto' }} />
    );
  } else if (order.isError) {
    body = (
      <LoadFailureAlert
        error={order.error}
        notFoundText={ORDER_NOT_FOUND_TEXT}
        failedText={ORDER_LOAD_ERROR_TEXT}
      />
    );
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          № {order.data.order_number} · {order.data.title} · {formatRubles(order.data.price)} ·{' '}
          {orderStatusLabel(order.data.status)}
        </Typography>
        <OrderEditForm key={order.data.id} order={order.data} />
      </>
    );
  }
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {ORDER_EDIT_TITLE}
      </Typography>
      {body}
    </Box>
  );
}
