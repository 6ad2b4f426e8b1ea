import type { DisputeDecision } from '../payments/safe-deal';

// Issue 12. The pieces arrive HTML-escaped and formatted (`what` is «№… «title»», roubles).
export const ORDER_NOTICES = {
  boughtSeller: (title: string, number: string, lines: string) =>
    `💐 Ваш букет «${title}» купили! Заказ №${number}.${lines}`,
  paidBuyer: (what: string, price: string, when: string, lines: string) =>
    `✅ Оплата получена. Заказ ${what}: ${price}${when}.${lines}`,
  paidStaff: (what: string, price: string, address: string, lines: string) =>
    `💳 Новый оплаченный заказ ${what}: ${price}\nДоставка: ${address}${lines}`,
  deliveredBuyer: (what: string) => `🎉 Заказ ${what} доставлен. Спасибо за покупку!`,
  deliveredSeller: (what: string) => `🎉 Заказ ${what} отмечен доставленным.`,
  cancelledBuyer: (what: string, reason: string, price: string) =>
    `↩️ Заказ ${what} отменён.\nПричина: ${reason}\n` +
    `Деньги (${price}) вернутся на карту, которой вы платили.`,
  cancelledSeller: (what: string, reason: string) =>
    `↩️ Заказ ${what} отменён, доставлять не нужно.\nПричина: ${reason}`,
  stagePhoto: (what: string, stage: string) => `📷 Заказ ${what}: ${stage}`,
  paymentProblemStaff: (problem: string) => `⚠️ Платёж требует внимания: ${problem}`,
  receiptQuestion: (question: string, what: string) =>
    `<b>${question}</b>\nЗаказ ${what}.\n` +
    'Если всё хорошо, подтвердите получение. Если что-то не так, расскажите нам — ' +
    'деньги продавцу не уйдут, пока мы не разберёмся.',
  paymentFailed: (what: string, reason: string) =>
    `❌ Оплата заказа ${what} не прошла, заказ отменён.\nПричина: ${reason}\n` +
    'Деньги не списаны. Если букет ещё свободен, его можно заказать снова.',
  dealDoneAfterHold: (what: string) =>
    `✅ Сделка по заказу ${what} завершена, оплата списана с покупателя.`,
  dealDoneConfirmed: (what: string) =>
    `✅ Покупатель подтвердил, что получил заказ ${what}. Оплата списана.`,
  dealDoneSeller: (opening: string, due: string) =>
    `${opening}\nВам к выплате: ${due}. ` +
    'Переведём на карту из «Платёжной информации» в течение 24 часов.',
  disputeAccepted: (what: string) =>
    `📝 Заявка принята. Заказ ${what}.\n` +
    'Модератор разберётся и напишет о решении. До решения деньги остаются удержанными — ' +
    'продавец их не получит.',
  disputeSeller: (what: string, text: string) =>
    `⚠️ Покупатель сообщил о проблеме с заказом ${what}:\n«${text}»\n` +
    'Выплата подождёт решения модератора. Если хотите что-то пояснить, напишите в поддержку.',
  disputeStaff: (what: string, text: string) => `⚠️ Спор по заказу ${what}: ${text}`,
  disputeDecidedBuyer: (what: string, outcome: string) =>
    `⚖️ Решение по заявке, заказ ${what}.\n${outcome}`,
  disputeDecidedSeller: (what: string, outcome: string) =>
    `⚖️ Решение по спору, заказ ${what}.\n${outcome}`,
  disputeOutcomeForSeller: (decision: DisputeDecision, refund: string): string =>
    ({
      capture: 'Модератор решил спор в вашу пользу: оплата списана, выплата будет как обычно.',
      partial_refund: `Модератор решил вернуть покупателю часть оплаты (${refund}); остальное — к выплате.`,
      release: 'Модератор решил вернуть покупателю деньги полностью: выплаты по заказу не будет.',
    })[decision],
  deliverAt: (when: string) => `Доставить: ${when}`,
  deliverWhen: (when: string) => `Когда: ${when}`,
  /** The seller's delivery window when the buyer chose no slot (spec §2: 24 hours). */
  withinADay: 'в течение 24 часов',
  address: (address: string) => `Адрес: ${address}`,
  recipient: (person: string) => `Получатель: ${person}`,
  orderedBy: (person: string) => `Заказчик: ${person}`,
  cardMessage: (text: string) => `Текст открытки: ${text}`,
  comment: (text: string) => `Комментарий: ${text}`,
};
