import {
  ORDER_LOADING_LABEL,
  ORDER_LOAD_ERROR_TEXT,
  ORDER_NOT_FOUND_TEXT,
  orderHeading,
} from '../../texts/orders';
import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { QueryBody } from '../../components/query-body';
import { useModeratorOrder } from './api/get-moderator-order';
import { OrderDetail } from './components/order-detail';

/** spec §2 "Moderator order detail". */
export function ModeratorOrderPage() {
  const orderId = Number(useParams().orderId);
  const order = useModeratorOrder(orderId);

  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {orderHeading(order.data?.order_number)}
      </Typography>
      <QueryBody
        query={order}
        loadingLabel={ORDER_LOADING_LABEL}
        notFoundText={ORDER_NOT_FOUND_TEXT}
        failedText={ORDER_LOAD_ERROR_TEXT}
      >
        {(data) => <OrderDetail order={data} />}
      </QueryBody>
    </Box>
  );
}
