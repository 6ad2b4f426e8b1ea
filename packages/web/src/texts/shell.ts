import type { PaymentPopupMessage } from '@flowers/domain';

// Texts the shell draws over every screen: the footer's link to the offer and the payment
// result popup. Kept apart from texts/payments so that the first load carries only these
// (issue 14). So are the texts of the shell's own guards, which texts/users would bring
// texts/payments along with.

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
