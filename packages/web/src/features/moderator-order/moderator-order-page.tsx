import {
  ORDER_LOADING_LABEL,
  ORDER_LOAD_ERROR_TEXT,
  ORDER_NOT_FOUND_TEXT,
  orderHeading,
} from '../../texts/orders';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { ApiError } from '../../api/http';
import { useModeratorOrder } from './api/get-moderator-order';
import { OrderDetail } from './components/order-detail';

/** spec §2 "Moderator order detail". */
export function ModeratorOrderPage() {
  const orderId = Number(useParams().orderId);
  const order = useModeratorOrder(orderId);

  let body;
  if (order.isPending) {
    body = (
      <CircularProgress aria-label={ORDER_LOADING_LABEL} sx={{ display: 'block', mx: 'auto' }} />
    );
  } else if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    body = (
      <Alert severity="error">{notFound ? ORDER_NOT_FOUND_TEXT : ORDER_LOAD_ERROR_TEXT}</Alert>
    );
  } else {
    body = <OrderDetail order={order.data} />;
  }
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {orderHeading(order.data?.order_number)}
      </Typography>
      {body}
    </Box>
  );
}
