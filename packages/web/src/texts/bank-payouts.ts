// Issue 24.
export const PAY_THROUGH_BANK_TEXT = 'Выплатить через банк';
export const PAY_CONFIRM_TEXT = 'Выплатить';
export const PAY_CANCEL_TEXT = 'Отмена';
export const BANK_PAYOUT_SENT_TEXT = 'Выплата отправлена в банк';
export const NO_BANK_CARD_TEXT = 'Карта для выплат в банке не привязана';

export function payThroughBankQuestion(amount: string, card: string): string {
  return `Выплатить ${amount} на карту ${card} через банк?`;
}

export function bankCardText(card: string): string {
  return `Карта в банке: ${card}`;
}

export function inTransitText(amount: string): string {
  return `Отправляется через банк: ${amount}`;
}

/** «Выплаты»: all payouts the bank has not finished yet, across sellers. */
export function inTransitTotalText(amount: string): string {
  return `В пути: ${amount}`;
}

export const PAYOUT_CARD_TITLE = 'Карта для выплат';
export const PAYOUT_CARD_HINT =
  'Привяжите карту на странице банка: номер карты останется в банке, выплаты придут на неё.';
export const BIND_CARD_TEXT = 'Привязать карту в банке';
export const REBIND_CARD_TEXT = 'Привязать другую карту';
export const CHECK_BINDING_TEXT = 'Проверить привязку';
export const PAYOUT_CARD_LOADING_TEXT = 'Загрузка карты для выплат';
export const PAYOUT_CARD_NONE_TEXT = 'Карта не привязана';
export const PAYOUT_CARD_PENDING_TEXT =
  'Банк ещё не сообщил о привязке. Если вы привязали карту, нажмите «Проверить привязку».';

export function payoutCardBoundText(pan: string): string {
  return `Выплаты приходят на карту ${pan}`;
}
