import {
  ORDER_PHOTO_STAGES,
  ORDER_STAGE_LABELS,
  formatRubles,
  orderCancelReason,
  orderStatusLabel,
} from '@flowers/domain';
import { formatDateTime } from '../../../lib/format-date-time';
import type { Order } from '@flowers/domain';
import { Box, Stack, Typography } from '@mui/material';
import { telegramPerson } from '../../../lib/telegram-person';
import { CoverImage } from '../../../components/cover-image';
import { DetailSection } from './detail-section';
import { DisputePanel } from './dispute-panel';
import {
  ADDRESS_LABEL,
  PHONE_LABEL,
  PRICE_LABEL,
  SELLER_LABEL,
  SELLER_PRICE_LABEL,
} from '../../../texts/common';
import {
  BOUQUET_LABEL,
  BUYER_LABEL,
  CANCELLED_AT_LABEL,
  CANCEL_REASON_LABEL,
  COMMENT_LABEL,
  DELIVERY_ADDRESS_LABEL,
  DELIVERY_PHOTOS_TITLE,
  NAME_LABEL,
  ORDER_CREATED_LABEL,
  ORDER_LABEL,
  STATUS_LABEL,
} from '../../../texts/orders';

/** Every order field of spec §3, grouped for a moderator. */
export function OrderDetail({ order }: { order: Order }) {
  const stagePhotos = ORDER_PHOTO_STAGES.flatMap((stage) => {
    const url = order.photos[stage];
    return url ? [{ stage, url }] : [];
  });
  return (
    <Stack spacing={2}>
      <CoverImage
        src={order.preview_image ?? order.image_urls[0]}
        alt={order.title}
        maxHeight={260}
      />
      <DetailSection
        title={ORDER_LABEL}
        rows={[
          { label: STATUS_LABEL, value: orderStatusLabel(order.status) },
          { label: BOUQUET_LABEL, value: order.title },
          { label: PRICE_LABEL, value: formatRubles(order.price) },
          { label: SELLER_PRICE_LABEL, value: formatRubles(order.original_price) },
          { label: ORDER_CREATED_LABEL, value: formatDateTime(order.created_at) },
          { label: ADDRESS_LABEL, value: order.address },
          { label: COMMENT_LABEL, value: order.comment },
          {
            label: CANCELLED_AT_LABEL,
            value: order.cancelled_at && formatDateTime(order.cancelled_at),
          },
          { label: CANCEL_REASON_LABEL, value: orderCancelReason(order) },
        ]}
      />
      {order.safe_deal && <DisputePanel orderId={order.id} deal={order.safe_deal} />}
      <DetailSection
        title={BUYER_LABEL}
        rows={[
          { label: NAME_LABEL, value: order.buyer_name },
          { label: 'Telegram', value: telegramPerson(order.buyer_username, order.buyer_user_id) },
          { label: PHONE_LABEL, value: order.buyer_phone },
          { label: DELIVERY_ADDRESS_LABEL, value: order.buyer_address },
          { label: 'Email', value: order.buyer_email },
        ]}
      />
      <DetailSection
        title={SELLER_LABEL}
        rows={[
          { label: 'Telegram', value: telegramPerson(order.seller_username, order.seller_user_id) },
          { label: PHONE_LABEL, value: order.seller_phone },
          { label: ADDRESS_LABEL, value: order.seller_address },
        ]}
      />
      {stagePhotos.length > 0 && (
        <Box component="section" aria-label={DELIVERY_PHOTOS_TITLE}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {DELIVERY_PHOTOS_TITLE}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {stagePhotos.map(({ stage, url }) => (
              <Box key={stage} component="figure" sx={{ m: 0 }}>
                <Box
                  component="img"
                  src={url}
                  alt={ORDER_STAGE_LABELS[stage]}
                  sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
                />
                <Typography component="figcaption" variant="caption">
                  {ORDER_STAGE_LABELS[stage]}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
