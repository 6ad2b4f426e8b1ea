import type { PaymentPopupMessage } from '@flowers/domain';

// Screen texts about money: payouts, payment details, the safe deal's receipt question.
export const PAYOUTS_TITLE = 'Выплаты';
export const PAYMENT_INFO_SAVED_TEXT = 'Платежные данные успешно обновлены';
export const RECEIPT_YES = 'Да, всё хорошо';
export const RECEIPT_PROBLEM = 'Есть проблема';

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

export function paymentPopupText(message: PaymentPopupMessage): string {
  return message.type === 'payment_success'
    ? paymentSuccessText(message.orderId)
    : paymentFailureText(message.message);
}
