import {
  ORDER_PHOTO_STAGES,
  ORDER_STAGE_LABELS,
  SELLER_CONTACT_NOTE,
  deliveryWhenLabel,
  orderStatusLabel,
  ratingEditableUntil,
  disputeOutcomeForBuyer,
  ratingRefusal,
  receiptStage,
  trackingSteps,
  type DisputeDecision,
  type DeliverySlot,
  type OrderPhotoStage,
  type OrderTracking,
  ORDER_NOT_FOUND_MESSAGE,
} from '@flowers/domain';
import { requireAccess } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { selectOrder } from '../orders/order-json.ts';
import { orderJsonSource } from '../money/safe-deal-json.ts';
import { findOrderRow } from '../orders/orders.repository.ts';
import { findReviewWithAuthor, sumVisibleStars } from '../ratings/ratings.repository.ts';
import { ratingJson, reviewJson, sellerDisplayName } from '../ratings/review-json.ts';
import { findDispute, findMoney } from '../money/money.repository.ts';
import { findUser } from '../users/users.repository.ts';
import { selectStagePhotos } from './order-tracking.repository.ts';

/**
 * While the bouquet is on its way the buyer may need to reach the seller about the delivery
 * (spec §9: returns when the seller is unreachable for 3 hours), and the ad's phone is public
 * anyway; before payment and after the deal, contact goes through support, which keeps the
 * agent (the marketplace) in the loop of any claim.
 */
const SELLER_PHONE_STATUSES: readonly string[] = ['paid', 'delivered'];

const RECEIPT_STATUSES: readonly string[] = ['delivered', 'completed'];

const isStage = (stage: string): stage is OrderPhotoStage =>
  (ORDER_PHOTO_STAGES as readonly string[]).includes(stage);

export interface OrderTrackingDeps {
  db: Database;
  media: MediaStorage;
  supportUrl: string;
  now: () => Date;
}

/** GET /api/orders/{id}/tracking: the buyer's order page /myorders/{id} (issue 16). */
export function createOrderTrackingService(deps: OrderTrackingDeps) {
  const { db, media } = deps;
  return {
    /** The order's buyer and staff only; anyone else is refused as on GET /api/orders/{id}. */
    async track(viewer: CurrentUser, orderId: number): Promise<OrderTracking> {
      const held = await requireAccess(db, viewer, 'order.track', orderId);
      const staff = held.has('allOrders');
      const row = await findOrderRow(db, orderId);
      if (row === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
      const [order, photos, money, dispute, seller, summaries, review] = await Promise.all([
        selectOrder(orderJsonSource(db, media), orderId),
        selectStagePhotos(db, orderId),
        findMoney(db, orderId),
        findDispute(db, orderId),
        findUser(db, row.sellerId),
        sumVisibleStars(db, [row.sellerId]),
        findReviewWithAuthor(db, orderId),
      ]);
      if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
      const stagePhotos = photos.flatMap((photo) =>
        isStage(photo.stage)
          ? [
              {
                stage: photo.stage,
                label: ORDER_STAGE_LABELS[photo.stage],
                url: media.publicUrl(photo.variants.gallery ?? ''),
                at: photo.createdAt.toISOString(),
              },
            ]
          : [],
      );
      const isBuyer = row.buyerId === viewer.id;
      const receipt =
        money === null
          ? null
          : receiptStage({
              payType: money.payType,
              moneyState: money.state,
              buyerConfirmedAt: money.buyerConfirmedAt,
              dispute,
            });
      const refusal = ratingRefusal({
        viewerId: String(viewer.id),
        buyerId: String(row.buyerId),
        orderStatus: row.status,
        paidAt: row.paidAt,
        ratedAt: review?.createdAt ?? null,
        now: deps.now(),
        receipt,
      });
      const decision = dispute?.decision as DisputeDecision | null | undefined;
      return {
        id: order.id,
        order_number: order.order_number,
        title: order.title,
        price: order.price,
        preview_image: order.preview_image,
        status: order.status,
        status_label: orderStatusLabel(order.status),
        created_at: order.created_at,
        steps: trackingSteps({
          paidAt: row.paidAt,
          firstPhotoAt: photos[0]?.createdAt ?? null,
          deliveredAt: row.deliveredAt,
          confirmedAt: money?.buyerConfirmedAt ?? row.completedAt,
        }),
        stage_photos: stagePhotos,
        delivery: {
          address: row.buyerAddress,
          date: row.deliveryDate,
          slot: row.deliverySlot as DeliverySlot | null,
          when_label: deliveryWhenLabel(row.deliveryDate, row.deliverySlot),
          buyer_name: row.buyerName,
          buyer_phone: row.buyerPhone,
          recipient_name: row.recipientName,
          recipient_phone: row.recipientPhone,
          card_message: row.cardMessage,
          comment: row.comment,
        },
        cancelled_at: order.cancelled_at,
        cancel_reason: order.cancel_reason,
        seller: {
          id: String(row.sellerId),
          display_name: sellerDisplayName(seller),
          rating: ratingJson(summaries.get(row.sellerId)),
          phone: SELLER_PHONE_STATUSES.includes(row.status) ? order.seller_phone : null,
          contact_note: SELLER_CONTACT_NOTE,
        },
        support_url: deps.supportUrl,
        can_rate: isBuyer && refusal === null,
        rating: review === null ? null : reviewJson(review, isBuyer || staff),
        rating_editable_until:
          review === null ? null : ratingEditableUntil(review.createdAt).toISOString(),
        pay_until: order.pay_until ?? null,
        // «Получили букет?» is asked once the bouquet is delivered, while the money is held.
        receipt_stage:
          receipt === 'awaiting' && !RECEIPT_STATUSES.includes(row.status) ? null : receipt,
        confirm_by: money?.confirmBy?.toISOString() ?? null,
        dispute:
          dispute === null
            ? null
            : {
                text: dispute.text,
                created_at: dispute.createdAt.toISOString(),
                outcome:
                  decision == null ? null : disputeOutcomeForBuyer(decision, dispute.refundKopecks),
              },
      };
    },
  };
}

export type OrderTrackingService = ReturnType<typeof createOrderTrackingService>;
