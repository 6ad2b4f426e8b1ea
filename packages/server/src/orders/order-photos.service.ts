import { PHOTO_MESSAGES, type Order, type OrderPhotoStage } from '@flowers/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.repository.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { orderPhotos } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { StoredPhoto } from '../media/photo-variants.ts';
import { notifyStagePhoto } from '../notifications/order-notifications.ts';
import { selectOrder } from './order-json.ts';
import {
  ORDER_NOT_FOUND,
  ORDER_WRONG_STATUS,
  findOrderRow,
  lockOrderRow,
} from './orders.repository.ts';

async function removeFiles(media: MediaStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => media.remove(key)));
}

/**
 * POST /api/orders/{id}/photos/{stage}: one photo per stage (spec §9), a new one replacing the
 * old. The new files are written first and dropped if the database refuses; the old files go
 * only after the commit, so the order never points at a missing photo.
 */
export function createOrderPhotosService(deps: {
  db: Database;
  media: MediaStorage;
  ingestPhoto: (bytes: Buffer) => Promise<StoredPhoto>;
}) {
  const { db, media } = deps;
  return {
    async upload(
      staff: CurrentUser,
      orderId: number,
      stage: OrderPhotoStage,
      bytes: Buffer | null,
    ): Promise<Order> {
      if (bytes === null || bytes.length === 0) {
        throw new AppError('validation', PHOTO_MESSAGES.none);
      }
      // Checked again under the lock below; this only spares decoding a photo for nothing.
      if ((await findOrderRow(db, orderId)) === null) {
        throw new AppError('not_found', ORDER_NOT_FOUND);
      }
      const stored = await deps.ingestPhoto(bytes);
      const newKeys = Object.values(stored.variants);
      let oldKeys: string[];
      try {
        oldKeys = await db.transaction(async (tx) => {
          const order = await lockOrderRow(tx, orderId);
          if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND);
          if (order.status === 'deleted') throw new AppError('conflict', ORDER_WRONG_STATUS);
          const [previous] = await tx
            .select({ variants: orderPhotos.variants })
            .from(orderPhotos)
            .where(and(eq(orderPhotos.orderId, orderId), eq(orderPhotos.stage, stage)));
          await tx
            .insert(orderPhotos)
            .values({ orderId, stage, variants: stored.variants, uploadedBy: staff.id })
            .onConflictDoUpdate({
              target: [orderPhotos.orderId, orderPhotos.stage],
              set: { variants: stored.variants, uploadedBy: staff.id, createdAt: new Date() },
            });
          await recordAudit(tx, {
            actorId: staff.id,
            action: 'order.photo',
            targetType: 'order',
            targetId: orderId,
            details: { stage },
          });
          const shown = stored.variants.gallery;
          await notifyStagePhoto(tx, order, stage, media.publicUrl(shown));
          return previous === undefined ? [] : Object.values(previous.variants);
        });
      } catch (error) {
        await removeFiles(media, newKeys);
        throw error;
      }
      await removeFiles(media, oldKeys);
      const order = await selectOrder(db, media, orderId);
      if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND);
      return order;
    },
  };
}

export type OrderPhotosService = ReturnType<typeof createOrderPhotosService>;
