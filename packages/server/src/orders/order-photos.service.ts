import {
  PHOTO_MESSAGES,
  type Order,
  type OrderPhotoStage,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_WRONG_STATUS_MESSAGE,
} from '@flowers/domain';
import { requireAccess } from '../access/require-access.ts';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { PhotoSource } from '../media/photo-encoding.ts';
import type { StoredPhoto } from '../media/photo-variants.ts';
import { notifyStagePhoto } from './order-notifications.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import type { SafeDealsOf } from './money-port.ts';
import { selectOrder } from './order-json.ts';
import { replaceStagePhoto } from './order-photos.repository.ts';
import { lockOrderRow } from './orders.repository.ts';

async function removeFiles(media: MediaStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => media.remove(key)));
}

// New files are written first and dropped if the database refuses; old ones go only after the
// commit, so the order never points at a missing photo.
export function createOrderPhotosService(deps: {
  db: Database;
  media: MediaStorage;
  ingestPhoto: (photo: PhotoSource) => Promise<StoredPhoto>;
  publisher: LivePublisher;
  safeDeals: SafeDealsOf;
}) {
  const { db, media } = deps;
  return {
    async upload(
      staff: CurrentUser,
      orderId: number,
      stage: OrderPhotoStage,
      readPhoto: () => Promise<PhotoSource | null>,
    ): Promise<Order> {
      // Checked again under the lock below; this also spares decoding a photo for nothing.
      await requireAccess(db, staff, 'order.photo', orderId);
      const photo = await readPhoto();
      if (photo === null || photo.length === 0) {
        throw new AppError('validation', PHOTO_MESSAGES.none);
      }
      const stored = await deps.ingestPhoto(photo);
      const newKeys = Object.values(stored.variants);
      let oldKeys: string[];
      try {
        oldKeys = await auditedTransaction(
          db,
          async (tx) => {
            const order = await lockOrderRow(tx, orderId);
            if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
            if (order.status === 'deleted')
              throw new AppError('conflict', ORDER_WRONG_STATUS_MESSAGE);
            const previous = await replaceStagePhoto(tx, {
              orderId,
              stage,
              variants: stored.variants,
              uploadedBy: staff.id,
            });
            await notifyStagePhoto(tx, order, stage, media.publicUrl(stored.variants.gallery));
            return previous;
          },
          () => ({
            actorId: staff.id,
            action: 'order.photo',
            targetType: 'order',
            targetId: orderId,
            details: { stage },
          }),
        );
      } catch (error) {
        await removeFiles(media, newKeys);
        throw error;
      }
      await removeFiles(media, oldKeys);
      const order = await selectOrder(deps, orderId);
      if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
      deps.publisher.orderUpdated({
        id: order.id,
        buyerId: Number(order.buyer_user_id),
        status: order.status,
      });
      return order;
    },
  };
}

export type OrderPhotosService = ReturnType<typeof createOrderPhotosService>;
