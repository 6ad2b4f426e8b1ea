import {
  deliveryWhenLabel,
  orderStatusLabel,
  type AllOrdersTab,
  type Order,
  type OrderPhotoStage,
} from '@flowers/domain';
import { selectAdPhotoUrls } from '../ads/ads.repository.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { SafeDealsOf } from './money-port.ts';
import { findStagePhotos } from './order-photos.repository.ts';
import {
  findOrderListPage,
  findOrderListRows,
  type OrderListFilter,
  type OrderListRow,
} from './orders.repository.ts';

/** Where an order's JSON comes from; its safe deal is read by money/, which passes it in. */
export interface OrderJsonSource {
  db: Database;
  media: MediaStorage;
  safeDeals: SafeDealsOf;
}

/** spec §3's wire shape, aliases included. */
export async function selectOrders(
  source: OrderJsonSource,
  filter: OrderListFilter,
): Promise<Order[]> {
  return ordersJson(source, await findOrderListRows(source.db, filter));
}

export async function selectAllOrdersPage(
  source: OrderJsonSource,
  after: { createdAt: string; id: number } | null,
  limit: number,
  tab: AllOrdersTab | 'all',
): Promise<{ orders: Order[]; next: { createdAt: string; id: number } | null }> {
  const page = await findOrderListPage(source.db, after, limit, tab);
  return { orders: await ordersJson(source, page.rows), next: page.next };
}

async function ordersJson(source: OrderJsonSource, rows: OrderListRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const { db, media } = source;

  const adImages = await selectAdPhotoUrls(db, media, [
    ...new Set(rows.map((row) => row.order.adId)),
  ]);
  const stagePhotos = await findStagePhotos(
    db,
    rows.map((row) => row.order.id),
  );
  const stagesByOrder = new Map<number, Partial<Record<OrderPhotoStage, string>>>();
  for (const photo of stagePhotos) {
    const stages = stagesByOrder.get(photo.orderId) ?? {};
    stages[photo.stage as OrderPhotoStage] = media.publicUrl(photo.variants.gallery ?? '');
    stagesByOrder.set(photo.orderId, stages);
  }

  const safeDeals = await source.safeDeals(rows.map((row) => row.order));

  return rows.map(({ order, sellerAddress, sellerPhone, buyerUsername, sellerUsername }) => {
    const images = adImages.get(order.adId) ?? [];
    const sellerId = String(order.sellerId);
    const buyerId = String(order.buyerId);
    return {
      id: order.id,
      order_number: order.orderNumber,
      ad_id: order.adId,
      status: order.status,
      title: order.title,
      comment: order.comment,
      price: order.price,
      original_price: order.originalPrice,
      address: order.buyerAddress,
      created_at: order.createdAt.toISOString(),
      cancelled_at: order.cancelledAt?.toISOString() ?? null,
      cancel_reason: order.cancelReason,
      cancellation_reason: order.cancelReason,
      reason: order.cancelReason,
      preview_image: images[0]?.card ?? null,
      image_urls: images.map((image) => image.gallery),
      photos: stagesByOrder.get(order.id) ?? {},
      seller_username: sellerUsername,
      seller_user_id: sellerId,
      seller_id: sellerId,
      seller_address: sellerAddress,
      seller_phone: sellerPhone,
      buyer_name: order.buyerName,
      buyer_username: buyerUsername,
      buyer_user_id: buyerId,
      buyer_id: buyerId,
      buyer_phone: order.buyerPhone,
      buyer_address: order.buyerAddress,
      buyer_email: order.buyerEmail,
      status_label: orderStatusLabel(order.status),
      delivery_date: order.deliveryDate,
      delivery_slot: order.deliverySlot,
      delivery_when: deliveryWhenLabel(order.deliveryDate, order.deliverySlot),
      recipient_name: order.recipientName,
      recipient_phone: order.recipientPhone,
      card_message: order.cardMessage,
      pay_until: order.status === 'created' ? (order.paymentDeadline?.toISOString() ?? null) : null,
      safe_deal: safeDeals.get(order.id) ?? null,
    };
  });
}

export async function selectOrder(source: OrderJsonSource, id: number): Promise<Order | null> {
  const [order] = await selectOrders(source, { id });
  return order ?? null;
}

export function selectAllOrders(source: OrderJsonSource): Promise<Order[]> {
  return selectOrders(source, 'all');
}

export function selectBuyerOrders(source: OrderJsonSource, buyerId: number): Promise<Order[]> {
  return selectOrders(source, { buyerId });
}
