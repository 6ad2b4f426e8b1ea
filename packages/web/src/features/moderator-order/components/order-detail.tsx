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
import { DetailSection } from './detail-section';
import { DisputePanel } from './dispute-panel';

/** Every order field of spec §3, grouped for a moderator. */
export function OrderDetail({ order }: { order: Order }) {
  const stagePhotos = ORDER_PHOTO_STAGES.flatMap((stage) => {
    const url = order.photos[stage];
    return url ? [{ stage, url }] : [];
  });
  const preview = order.preview_image ?? order.image_urls[0];
  return (
    <Stack spacing={2}>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={order.title}
          sx={{ width: 1, maxHeight: 260, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <DetailSection
        title="Заказ"
        rows={[
          { label: 'Статус', value: orderStatusLabel(order.status) },
          { label: 'Букет', value: order.title },
          { label: 'Цена', value: formatRubles(order.price) },
          { label: 'Цена продавца', value: formatRubles(order.original_price) },
          { label: 'Создан', value: formatDateTime(order.created_at) },
          { label: 'Адрес', value: order.address },
          { label: 'Комментарий', value: order.comment },
          { label: 'Отменён', value: order.cancelled_at && formatDateTime(order.cancelled_at) },
          { label: 'Причина отмены', value: orderCancelReason(order) },
        ]}
      />
      {order.safe_deal && <DisputePanel orderId={order.id} deal={order.safe_deal} />}
      <DetailSection
        title="Покупатель"
        rows={[
          { label: 'Имя', value: order.buyer_name },
          { label: 'Telegram', value: telegramPerson(order.buyer_username, order.buyer_user_id) },
          { label: 'Телефон', value: order.buyer_phone },
          { label: 'Адрес доставки', value: order.buyer_address },
          { label: 'Email', value: order.buyer_email },
        ]}
      />
      <DetailSection
        title="Продавец"
        rows={[
          { label: 'Telegram', value: telegramPerson(order.seller_username, order.seller_user_id) },
          { label: 'Телефон', value: order.seller_phone },
          { label: 'Адрес', value: order.seller_address },
        ]}
      />
      {stagePhotos.length > 0 && (
        <Box component="section" aria-label="Фото доставки">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Фото доставки
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
