import { orderSchema } from '@flowers/domain';
import type { Order, OrderPhotoStage } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from './http';
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
export async function uploadOrderPhoto(upload: OrderPhotoUpload): Promise<Order> {
  const form = new FormData();
  form.append('photo', upload.photo, upload.photo.name);
  const body = await uploadWithProgress(
    `/api/orders/${upload.orderId}/photos/${upload.stage}`,
    form,
    { onProgress: upload.onProgress },
  );
  return orderSchema.parse(body);
}

export function useUploadOrderPhoto() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: uploadOrderPhoto,
    onSuccess: () => invalidate(orderKeys.all),
  });
}
