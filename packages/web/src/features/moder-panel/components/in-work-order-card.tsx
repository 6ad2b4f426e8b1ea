import { ORDER_PHOTO_STAGES, canOrderTransition, formatRubles } from '@flowers/domain';
import { MARK_DELIVERED_TEXT, OPEN_ORDER_TEXT } from '../../../texts/orders';
import type { Order } from '@flowers/domain';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { StaffOrderCard } from '../../../components/staff-order-card';
import { StagePhotoUpload } from './stage-photo-upload';

interface InWorkOrderCardProps {
  order: Order;
  busy: boolean;
  onDelivered: () => void;
}

export function InWorkOrderCard({ order, busy, onDelivered }: InWorkOrderCardProps) {
  return (
    <StaffOrderCard
      order={order}
      actions={
        <>
          <Button component={Link} to={`/moderator/orders/${order.id}`} variant="outlined">
            {OPEN_ORDER_TEXT}
          </Button>
          {canOrderTransition('markDelivered', order.status) && (
            <Button variant="contained" disabled={busy} onClick={onDelivered}>
              {MARK_DELIVERED_TEXT}
            </Button>
          )}
        </>
      }
    >
      <Typography>
        {order.title} · {formatRubles(order.price)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          // Three fixed columns squeezed «Звонок о доставке» under its neighbour on phones; a
          // stage takes a row of its own when two do not fit side by side.
          gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
          gap: 1,
          mt: 1.5,
        }}
      >
        {ORDER_PHOTO_STAGES.map((stage) => (
          <StagePhotoUpload
            key={stage}
            orderId={order.id}
            orderNumber={order.order_number}
            stage={stage}
            photoUrl={order.photos[stage]}
          />
        ))}
      </Box>
    </StaffOrderCard>
  );
}
