import { z } from 'zod';

// spec §2 "Payment result pages". The page texts the spec gives in English are ours in Russian.
export const PAYMENT_SUCCESS_TITLE = 'Оплата прошла успешно';
export const PAYMENT_FAILURE_TITLE = 'Оплата не прошла';
export const PAYMENT_DECLINED_TEXT =
  'Платёж отклонён. Попробуйте ещё раз или используйте другую карту.';
export const BACK_TO_CATALOG_TEXT = 'Вернуться в каталог';
export const BACK_TEXT = 'Назад';
export const TRY_AGAIN_TEXT = 'Попробовать снова';

export function redirectCountdownText(seconds: number): string {
  return `Переход на главную через ${seconds} с`;
}

export function paymentSuccessText(orderId: string): string {
  return `Платеж успешно обработан! Номер заказа: ${orderId}`;
}

export function paymentFailureText(message: string): string {
  return `Ошибка оплаты: ${message}`;
}

/** What a payment popup window posts to the page that opened it (same origin only). */
export const paymentPopupMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payment_success'), orderId: z.string() }),
  z.object({ type: z.literal('payment_failure'), message: z.string() }),
]);
export type PaymentPopupMessage = z.infer<typeof paymentPopupMessageSchema>;

export function paymentPopupText(message: PaymentPopupMessage): string {
  return message.type === 'payment_success'
    ? paymentSuccessText(message.orderId)
    : paymentFailureText(message.message);
}
