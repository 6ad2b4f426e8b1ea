import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orderPhotos } from '../db/schema.ts';

export interface StagePhotoRow {
  stage: string;
  variants: Record<string, string>;
  createdAt: Date;
}

export function selectStagePhotos(db: Database, orderId: number): Promise<StagePhotoRow[]> {
  return db
    .select({
      stage: orderPhotos.stage,
      variants: orderPhotos.variants,
      createdAt: orderPhotos.createdAt,
    })
    .from(orderPhotos)
    .where(eq(orderPhotos.orderId, orderId))
    .orderBy(asc(orderPhotos.createdAt), asc(orderPhotos.id));
}
