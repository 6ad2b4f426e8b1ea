import type { OrderPhotoStage } from '@flowers/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orderPhotos } from '../db/schema.ts';

/** The caller removes the earlier files once the transaction has committed. */
export async function replaceStagePhoto(
  tx: Database,
  photo: {
    orderId: number;
    stage: OrderPhotoStage;
    variants: Record<string, string>;
    uploadedBy: number;
  },
): Promise<string[]> {
  const [previous] = await tx
    .select({ variants: orderPhotos.variants })
    .from(orderPhotos)
    .where(and(eq(orderPhotos.orderId, photo.orderId), eq(orderPhotos.stage, photo.stage)));
  await tx
    .insert(orderPhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: [orderPhotos.orderId, orderPhotos.stage],
      set: { variants: photo.variants, uploadedBy: photo.uploadedBy, createdAt: new Date() },
    });
  return previous === undefined ? [] : Object.values(previous.variants);
}

export function findStagePhotos(
  db: Database,
  orderIds: readonly number[],
): Promise<{ orderId: number; stage: string; variants: Record<string, string> }[]> {
  return db
    .select({
      orderId: orderPhotos.orderId,
      stage: orderPhotos.stage,
      variants: orderPhotos.variants,
    })
    .from(orderPhotos)
    .where(inArray(orderPhotos.orderId, [...orderIds]));
}
