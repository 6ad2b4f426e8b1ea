import { orderSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call, upload } from './call';
import type { UploadProgress } from './http';
import { orderKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

export async function confirmReceipt(orderId: number): Promise<Order> {
  return orderSchema.parse(
    await call('post', '/api/orders/{id}/receipt', { path: { id: orderId } }),
  );
}

export interface DisputeUpload {
  orderId: number;
  text: string;
  photos: File[];
  onProgress?: (progress: UploadProgress) => void;
}

export async function openDispute(dispute: DisputeUpload): Promise<Order> {
  const form = new FormData();
  form.append('text', dispute.text);
  for (const photo of dispute.photos) form.append('photos', photo, photo.name);
  const body = await upload('post', '/api/orders/{id}/dispute', {
    path: { id: dispute.orderId },
    form,
    onProgress: dispute.onProgress,
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
