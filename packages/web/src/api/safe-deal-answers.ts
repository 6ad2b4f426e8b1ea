import { orderSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, uploadWithProgress } from './http';
import type { UploadProgress } from './http';
import { orderKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

export async function confirmReceipt(orderId: number): Promise<Order> {
  return orderSchema.parse(await apiRequest(`/api/orders/${orderId}/receipt`, { method: 'POST' }));
}

export interface DisputeUpload {
  orderId: number;
  text: string;
  photos: File[];
  onProgress?: (progress: UploadProgress) => void;
}

export async function openDispute(upload: DisputeUpload): Promise<Order> {
  const form = new FormData();
  form.append('text', upload.text);
  for (const photo of upload.photos) form.append('photos', photo, photo.name);
  const body = await uploadWithProgress(`/api/orders/${upload.orderId}/dispute`, form, {
    onProgress: upload.onProgress,
  });
  return orderSchema.parse(body);
}

export function useConfirmReceipt() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: confirmReceipt,
    onSettled: () => invalidate(orderKeys.all),
  });
}

export function useOpenDispute() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: () => invalidate(orderKeys.all),
  });
}
