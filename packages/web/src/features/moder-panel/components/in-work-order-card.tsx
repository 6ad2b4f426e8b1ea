import {
  ORDER_PHOTO_STAGES,
  canOrderTransition,
  formatRubles,
  orderStatusLabel,
} from '@flowers/domain';
import { MARK_DELIVERED_TEXT, OPEN_ORDER_TEXT, orderLabel } from '../../../texts/orders';
import type { Order } from '@flowers/domain';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import { StagePhotoUpload } from './stage-photo-upload';

interface InWorkOrderCardProps {
  order: Order;
  busy: boolean;
  onDelivered: () => void;
}

export function InWorkOrderCard({ order, busy, onDelivered }: InWorkOrderCardProps) {
  return (
    <Card component="article" aria-label={orderLabel(order.order_number)} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
            № {order.order_number}
          </Typography>
          <Chip size="small" label={orderStatusLabel(order.status)} />
        </Stack>
        <Typography>
          {order.title} · {formatRubles(order.price)}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
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
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} to={`/moderator/orders/${order.id}`} variant="outlined">
          {OPEN_ORDER_TEXT}
        </Button>
        {canOrderTransition('markDelivered', order.status) && (
          <Button variant="contained" disabled={busy} onClick={onDelivered}>
            {MARK_DELIVERED_TEXT}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
