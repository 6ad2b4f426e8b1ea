import { orderSchema } from '@flowers/domain';
import type { Order, OrderPhotoStage } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { upload } from './call';
import type { UploadProgress } from './http';
import { orderKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

export interface OrderPhotoUpload {
  orderId: number;
  stage: OrderPhotoStage;
  photo: File;
  onProgress?: (progress: UploadProgress) => void;
}

// spec §7.
export async function uploadOrderPhoto(photo: OrderPhotoUpload): Promise<Order> {
  const form = new FormData();
  form.append('photo', photo.photo, photo.photo.name);
  const body = await upload('post', '/api/orders/{id}/photos/{stage}', {
    path: { id: photo.orderId, stage: photo.stage },
    form,
    onProgress: photo.onProgress,
  });
  return orderSchema.parse(body);
}

export function useUploadOrderPhoto() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: uploadOrderPhoto,
    onSuccess: () => invalidate(orderKeys.all),
  });
}
