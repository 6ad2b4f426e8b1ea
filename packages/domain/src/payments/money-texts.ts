/** The money module's words to people: buyers, sellers, staff and the payout register. */

export const FORGED_NOTIFICATION_MESSAGE = 'Подпись уведомления не сходится';
export const REFUND_FAILED_MESSAGE =
  'Не удалось отменить платёж в банке. Заказ не изменён, попробуйте ещё раз позже.';
export const PAYMENT_EXPIRED_REASON = 'Истёк срок оплаты';

/** Why a payment failed, by the bank's status: the reason the buyer's cancelled order gives. */
export const PAYMENT_FAILURE_REASONS: Readonly<Record<string, string>> = {
  REJECTED: 'Оплата отклонена банком',
  AUTH_FAIL: 'Оплата не прошла проверку',
  CANCELED: 'Платёж отменён',
  DEADLINE_EXPIRED: PAYMENT_EXPIRED_REASON,
  REVERSED: 'Платёж отменён',
};

export const SETTLEMENT_CANCEL_REASONS = {
  disputeReleased: 'Деньги возвращены покупателю по решению модератора',
  disputeUnresolved: 'Спор не решён до конца срока удержания: деньги возвращены покупателю',
  notDelivered: 'Букет не доставлен до конца срока удержания: деньги возвращены покупателю',
  holdLapsed: 'Банк снял удержание: деньги вернулись покупателю',
} as const;

/** Shown in the bank's payment form. */
export const bankOrderDescription = (orderNumber: string, title: string) =>
  `Заказ ${orderNumber}: ${title}`;

export const bankMismatchProblem = (orderNumber: string, wrong: string, paymentId: string) =>
  `уведомление банка не совпадает с заказом №${orderNumber} (${wrong}), платёж ${paymentId}`;

/** Arguments are HTML-escaped by the caller: the bot sends HTML. */
export const PAYOUT_NOTICES = {
  recorded: (amount: string, paidOn: string, reference: string) =>
    `💸 Выплата отправлена: ${amount} на карту из «Платёжной информации».\n` +
    `Дата: ${paidOn}, назначение: ${reference}.`,
  sentByBank: (amount: string, card: string) =>
    `💸 Выплата отправлена: ${amount} на карту ${card} через Т-Банк.`,
  rejectedByBank: (amount: string, card: string) =>
    `Банк не смог перевести ${amount} на карту ${card}. ` +
    'Деньги снова ждут выплаты; проверьте карту в «Платёжной информации».',
} as const;
export const PAYOUT_CARD_UNKNOWN = 'из «Платёжной информации»';
export const bankPayoutReference = (pan: string | null) =>
  `Через Т-Банк на карту ${pan ?? ''}`.trim();

export const PAYOUT_REGISTER_HEADER = [
  'Telegram id',
  'Получатель',
  'Номер карты',
  'Сумма, ₽',
  'Статус',
  'Дата',
  'Назначение',
] as const;
export const PAYOUT_REGISTER_STATUSES = {
  owed: 'К выплате',
  paid: 'Выплачено',
  sentByBank: 'Выплачено через банк',
  rejectedByBank: 'Отклонено банком',
  sendingByBank: 'Отправляется через банк',
} as const;
export const bankPayoutRegisterReference = (bankOrderId: string | null) =>
  `Т-Банк, OrderId ${bankOrderId ?? ''}`;

/** The lines of «Сверка»: what the bank, the ledger and the order each say. */
export const RECONCILIATION_NOTES = {
  ledger: (held: string, kept: string, orderHeld: string, orderKept: string) =>
    `учёт: удержано ${held}, списано ${kept}; по заказу: удержано ${orderHeld}, списано ${orderKept}`,
  noMoney: 'деньги не поступали',
  bankSays: (status: string) => `банк: ${status}`,
  states: (bank: string, ours: string) => `${bank}; у нас: ${ours}`,
  amounts: (bank: string, bankAmount: string, kept: string) =>
    `${bank}, ${bankAmount}; у нас списано ${kept}`,
  heldAmounts: (bank: string, bankAmount: string, held: string) =>
    `${bank}, ${bankAmount}; у нас удержано ${held}`,
  unreachable: (code: string) => `GetState не ответил: ${code}`,
  stuck: (ours: string, step: string, hours: number) =>
    `у нас: ${ours}, ${step}, но ни одна задача его не сдвинет; без движения ${hours} ч`,
} as const;
