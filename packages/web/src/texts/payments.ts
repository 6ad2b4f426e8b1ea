export const PAYOUTS_TITLE = 'Выплаты';
export const PAYMENT_INFO_SAVED_TEXT = 'Платежные данные успешно обновлены';
export const RECEIPT_YES = 'Да, всё хорошо';
export const RECEIPT_PROBLEM = 'Есть проблема';

// spec §2 "Payment result pages"; the ones the spec gives in English are ours in Russian.
export const PAYMENT_SUCCESS_TITLE = 'Оплата прошла успешно';
export const PAYMENT_FAILURE_TITLE = 'Оплата не прошла';

export const PAYMENT_DECLINED_TEXT =
  'Платёж отклонён. Попробуйте ещё раз или используйте другую карту.';

export const BACK_TO_CATALOG_TEXT = 'Вернуться в каталог';
export const BACK_TEXT = 'Назад';
export const TRY_AGAIN_TEXT = 'Попробовать снова';

export const PAYMENT_SUCCESS_NEXT_TEXT =
  'Продавец получил заказ. Доставка — в течение 24 часов; статус заказа виден в «Мои заказы».';
export const REDIRECT_STOPPED_TEXT = 'Остаёмся на этой странице';

export function redirectCountdownText(seconds: number): string {
  return `Переход на главную через ${seconds} с — коснитесь экрана, чтобы остаться`;
}

export const SAFE_DEAL_TITLE = 'Безопасная сделка';
export const REFUND_AMOUNT_LABEL = 'Сумма возврата, ₽';
export const REFUND_AMOUNT_HINT = 'Только для частичного возврата';
export const DISPUTE_TEXT_LABEL = 'Что случилось?';
export const DISPUTE_PHOTOS_LABEL = 'Фото к проблеме';
export const DISPUTE_SENDING_LABEL = 'Отправка жалобы';
export const OFFER_AGENT_DETAILS_TITLE = '7. Реквизиты агента';
export const PAYMENT_INFO_TITLE = 'Платёжная информация';
export const FULL_NAME_LABEL = 'ФИО';
export const FULL_NAME_PLACEHOLDER = 'Иванов Иван Иванович';
export const CARD_NUMBER_LABEL = 'Номер карты';
export const PAYMENT_INFO_HINT = 'Сюда мы переведём деньги за проданные букеты.';
export const BALANCE_TITLE = 'Баланс';
export const PAYOUT_HISTORY_TITLE = 'История выплат';
export const NO_PAYOUTS_TEXT = 'Выплат пока не было';
export const PAYOUTS_LOADING_LABEL = 'Загрузка выплат';
export const PAYOUTS_EMPTY_TEXT = 'Некому выплачивать';
export const DOWNLOAD_REGISTER_TEXT = 'Скачать реестр (CSV)';
export const PAYOUT_AMOUNT_LABEL = 'Сумма, ₽';
export const PAYOUT_DATE_LABEL = 'Дата выплаты';
export const PAYOUT_REFERENCE_LABEL = 'Номер платёжного поручения';
export const SAVE_PAYOUT_TEXT = 'Сохранить выплату';
export const CARD_MISSING_TEXT = 'не указана';
export const REVEAL_CARD_TEXT = 'Показать номер';
export const RECORD_PAYOUT_TEXT = 'Записать выплату';

export function orderNumberText(orderId: string): string {
  return `Заказ № ${orderId}`;
}

export function errorCodeText(code: string): string {
  return `Код ошибки: ${code}`;
}

export function safeDealText(stateLabel: string): string {
  return `Безопасная сделка: ${stateLabel}`;
}

// «Деньги удержаны» alone left a buyer asking what comes next (issue 27).
export const BUYER_HELD_TEXT =
  'Безопасная сделка: деньги удержаны банком. Продавец получит их, когда вы подтвердите получение букета, а если заказ отменят, удержание снимут.';

export function safeDealStateText(stateLabel: string): string {
  return `Состояние: ${stateLabel}`;
}

export function safeDealMoneyText(held: string, captured: string, refunded: string): string {
  return `Удержано ${held} · списано ${captured} · возвращено ${refunded}`;
}

export function disputeHeading(date: string): string {
  return `Жалоба покупателя · ${date}`;
}

export function disputePhotoAlt(position: number): string {
  return `Фото к жалобе ${position}`;
}

/** Issue 40: the confirmation names the amount the buyer gets back. */
export function partialRefundQuestion(amount: string): string {
  return `Вернуть покупателю ${amount}?`;
}

export function disputeDecisionText(decisionLabel: string): string {
  return `Решение: ${decisionLabel}`;
}

export function tooManyPhotosText(max: number): string {
  return `Не больше ${max} фото`;
}

export function addDisputePhotosText(count: number, max: number): string {
  return `Добавить фото (${count} из ${max})`;
}

export const OWED_LABEL = 'К выплате:';

export function heldUntilReceiptText(amount: string): string {
  return `Удерживается до получения букета: ${amount}`;
}

/** Issue 24: the seller's next deals pay it off first. */
export function sellerDebtText(amount: string): string {
  return `Ваш долг после возврата покупателю: ${amount}. Удержим его из следующих выплат.`;
}

export function adminSellerDebtText(amount: string): string {
  return `Долг продавца после возврата: ${amount} — удержится из следующих сделок`;
}

export function paidOutTotalText(amount: string): string {
  return `Всего выплачено: ${amount}`;
}

export function sellerCardLabel(name: string): string {
  return `Продавец ${name}`;
}

export function payoutOrdersText(capturedOrders: number, paidOut: string): string {
  return `Оплаченных заказов: ${capturedOrders} · Уже выплачено: ${paidOut}`;
}

export function cardText(card: string): string {
  return `Карта: ${card}`;
}

// Issue 26.
export const PAY_AGAIN_TEXT = 'Оплатить';
export const PAY_WINDOW_OVER_TEXT = 'Срок оплаты истёк';
export const payTimeLeftText = (left: string) => `Заказ ждёт оплаты ещё ${left}`;
export const DISPUTE_TITLE = 'Заявка о проблеме';
export const disputeSentText = (when: string) => `Отправлена ${when}`;
export const receiptDeadlineText = (when: string) =>
  `Если не ответить до ${when}, мы будем считать, что всё хорошо, и переведём деньги продавцу.`;

// Issue 24.
export const RECONCILIATION_TITLE = 'Сверка';
export const RECONCILIATION_LOADING_LABEL = 'Загрузка сверки';
export const RECONCILIATION_EMPTY_TEXT = 'Расхождений нет';
export const RECONCILIATION_NEVER_RAN_TEXT = 'Сверка ещё не проводилась';
export const RUN_RECONCILIATION_TEXT = 'Сверить сейчас';

export function reconciliationSummaryText(ranAt: string, checked: number): string {
  return `Последняя сверка: ${ranAt}, проверено платежей: ${checked}`;
}

export function reconciliationOrderText(orderNumber: string): string {
  return `Заказ №${orderNumber}`;
}
export const INN_LABEL = 'ИНН';
export const INN_HELPER = '12 цифр: ИНН самозанятого или ИП, он печатается в чеке покупателя';
export const TAX_STATUS_LABEL = 'Статус';
export const TAX_STATUS_PLACEHOLDER = 'Не выбран';
export const FORCE_MISMATCH_TEXT = 'Создать расхождение (демо)';
export const FORCE_MISMATCH_HINT =
  'Демо-режим: эмулятор банка вернёт деньги последнего оплаченного заказа, не сообщив магазину, и сверка сразу покажет расхождение.';
