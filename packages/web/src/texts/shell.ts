import type { PaymentPopupMessage } from '@flowers/domain';

// Apart from texts/payments so the first load carries only these (issue 14).

export const STAFF_ONLY_TEXT = 'Доступ только для модераторов и администраторов';
export const GUEST_NAME = 'Гость';

export function paymentSuccessText(orderId: string): string {
  return `Платеж успешно обработан! Номер заказа: ${orderId}`;
}

export function paymentFailureText(message: string): string {
  return `Ошибка оплаты: ${message}`;
}

export function paymentPopupText(message: PaymentPopupMessage): string {
  return message.type === 'payment_success'
    ? paymentSuccessText(message.orderId)
    : paymentFailureText(message.message);
}

export const OFFER_TITLE = 'Публичная оферта';
