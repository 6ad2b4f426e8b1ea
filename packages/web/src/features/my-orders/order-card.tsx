import { formatRubles, orderStatusLabel } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { Box, Card, Chip, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { ReceiptQuestion } from './receipt-question';
import { safeDealText } from '../../texts/payments';
import { orderLabel } from '../../texts/orders';

const PREVIEW_PX = 72;
const Preview = styled('img')({ objectFit: 'cover', display: 'block', flexShrink: 0 });
const DATE_FORMAT = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short' });

/** One of the buyer's orders: only the order's own fields (spec §2 "My orders"). */
export function OrderCard({ order }: { order: Order }) {
  const preview = order.preview_image ?? order.image_urls[0];
  return (
    <Card component="article" aria-label={orderLabel(order.order_number)} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1.5}>
        {preview ? (
          <Preview
            src={preview}
            alt=""
            width={PREVIEW_PX}
            height={PREVIEW_PX}
            loading="lazy"
            sx={{ borderRadius: 1 }}
          />
        ) : (
          <Box
            sx={{
              width: PREVIEW_PX,
              height: PREVIEW_PX,
              borderRadius: 1,
              bgcolor: 'action.hover',
              flexShrink: 0,
            }}
          />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
              {order.title}
            </Typography>
            <Chip size="small" label={orderStatusLabel(order.status)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            № {order.order_number} · {DATE_FORMAT.format(new Date(order.created_at))}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatRubles(order.price)}</Typography>
          {order.buyer_address && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {order.buyer_address}
            </Typography>
          )}
          {order.safe_deal && (
            <Typography variant="body2" color="text.secondary">
              {safeDealText(order.safe_deal.state_label)}
            </Typography>
          )}
        </Box>
      </Stack>
      {order.safe_deal?.awaiting_buyer && <ReceiptQuestion orderId={order.id} />}
    </Card>
  );
}
