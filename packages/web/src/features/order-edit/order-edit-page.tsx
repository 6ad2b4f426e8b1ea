import { can, formatRubles, orderStatusLabel } from '@flowers/domain';
import {
  ORDER_EDIT_TITLE,
  ORDER_LOADING_LABEL,
  ORDER_LOAD_ERROR_TEXT,
  ORDER_NOT_FOUND_TEXT,
} from '../../texts/orders';
import { STAFF_ONLY_TEXT } from '../../texts/users';
import { Alert, Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { QueryBody } from '../../components/query-body';
import { useSession } from '../../lib/session-context';
import { useOrder } from './api/get-order';
import { OrderEditForm } from './components/order-edit-form';

/** /order-edit/{orderId}: reached from the all-orders edit action (spec §2). */
export function OrderEditPage() {
  const { user } = useSession();
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);

  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {ORDER_EDIT_TITLE}
      </Typography>
      {can(user.role, 'allOrders') ? (
        <QueryBody
          query={order}
          loadingLabel={ORDER_LOADING_LABEL}
          notFoundText={ORDER_NOT_FOUND_TEXT}
          failedText={ORDER_LOAD_ERROR_TEXT}
        >
          {(data) => (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                № {data.order_number} · {data.title} · {formatRubles(data.price)} ·{' '}
                {orderStatusLabel(data.status)}
              </Typography>
              <OrderEditForm key={data.id} order={data} />
            </>
          )}
        </QueryBody>
      ) : (
        <Alert severity="info">{STAFF_ONLY_TEXT}</Alert>
      )}
    </Box>
  );
}
