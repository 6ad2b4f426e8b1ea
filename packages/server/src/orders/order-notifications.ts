import {
  ORDER_STAGE_LABELS,
  RECEIPT_QUESTION,
  deliveryWhenLabel,
  disputeOutcomeForBuyer,
  formatKopecks,
  formatRubles,
  splitSettlement,
  type DisputeDecision,
  type OrderPhotoStage,
} from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { OrderRow } from './orders.repository.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import { STAFF_CHAT } from '../notifications/outbox-payload.ts';
import { receiptCallback } from '../notifications/receipt-callbacks.ts';

// Each function is called inside the transaction of the change it reports.

type OrderFacts = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'title'
  | 'price'
  | 'buyerId'
  | 'sellerId'
  | 'buyerName'
  | 'buyerPhone'
  | 'buyerAddress'
  | 'comment'
  | 'paidAt'
> &
  Partial<
    Pick<
      OrderRow,
      'deliveryDate' | 'deliverySlot' | 'recipientName' | 'recipientPhone' | 'cardMessage'
    >
  >;

const person = (name: string, phone: string | null | undefined) =>
  phone ? `${escapeHtml(name)}, ${escapeHtml(phone)}` : escapeHtml(name);

const asLines = (lines: (string | null)[]) =>
  lines
    .filter((line) => line !== null)
    .map((line) => `\n${line}`)
    .join('');

function giftLines(order: OrderFacts): string {
  const when = deliveryWhenLabel(order.deliveryDate ?? null, order.deliverySlot ?? null);
  return asLines([
    when === null ? null : `Доставить: ${escapeHtml(when)}`,
    order.recipientName == null
      ? null
      : `Получатель: ${person(order.recipientName, order.recipientPhone)}`,
    order.cardMessage == null ? null : `Текст открытки: ${escapeHtml(order.cardMessage)}`,
  ]);
}

function deliveryLines(order: OrderFacts): string {
  const when = deliveryWhenLabel(order.deliveryDate ?? null, order.deliverySlot ?? null);
  const gift = order.recipientName != null;
  return asLines([
    `Когда: ${escapeHtml(when ?? 'в течение 24 часов')}`,
    `Адрес: ${escapeHtml(order.buyerAddress)}`,
    gift
      ? `Получатель: ${person(order.recipientName ?? '', order.recipientPhone)}`
      : `Получатель: ${person(order.buyerName, order.buyerPhone)}`,
    gift ? `Заказчик: ${person(order.buyerName, order.buyerPhone)}` : null,
    order.cardMessage == null ? null : `Текст открытки: ${escapeHtml(order.cardMessage)}`,
    order.comment === null ? null : `Комментарий: ${escapeHtml(order.comment)}`,
  ]);
}

const OPEN_MY_ORDERS = { text: 'Мои заказы', open: { screen: 'my-orders' as const } };
const openMyOrder = (id: number) => ({
  text: 'Открыть заказ',
  open: { screen: 'my-order' as const, orderId: id },
});
const OPEN_MY_ADS = { text: 'Мои объявления', open: { screen: 'my-ads' as const } };
const openStaffOrder = (id: number) => ({
  text: 'Открыть заказ',
  open: { screen: 'staff-order' as const, orderId: id },
});
const what = (order: OrderFacts) =>
  `№${escapeHtml(order.orderNumber)} «${escapeHtml(order.title)}»`;
const moscowTime = (at: Date) =>
  at.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' });

export async function notifyOrderPaid(tx: Database, order: OrderFacts): Promise<void> {
  await enqueueNotification(tx, order.sellerId, 'order.bought', {
    text: `💐 Ваш букет «${escapeHtml(order.title)}» купили! Заказ №${escapeHtml(order.orderNumber)}.${deliveryLines(order)}`,
    buttons: [[OPEN_MY_ADS]],
  });
  const when = order.paidAt === null ? '' : `, ${moscowTime(order.paidAt)}`;
  await enqueueNotification(tx, order.buyerId, 'order.paid', {
    text: `✅ Оплата получена. Заказ ${what(order)}: ${formatRubles(order.price)}${when}.${giftLines(order)}`,
    buttons: [[openMyOrder(order.id)]],
  });
  await enqueueNotification(tx, STAFF_CHAT, 'staff.order_paid', {
    text:
      `💳 Новый оплаченный заказ ${what(order)}: ${formatRubles(order.price)}\n` +
      `Доставка: ${escapeHtml(order.buyerAddress)}${giftLines(order)}`,
    buttons: [[openStaffOrder(order.id)]],
  });
}

export async function notifyOrderDelivered(tx: Database, order: OrderFacts): Promise<void> {
  await enqueueNotification(tx, order.buyerId, 'order.delivered', {
    text: `🎉 Заказ ${what(order)} доставлен. Спасибо за покупку!`,
    buttons: [[OPEN_MY_ORDERS]],
  });
  await enqueueNotification(tx, order.sellerId, 'order.delivered_seller', {
    text: `🎉 Заказ ${what(order)} отмечен доставленным.`,
    buttons: [[OPEN_MY_ADS]],
  });
}

export async function notifyOrderCancelled(
  tx: Database,
  order: OrderFacts,
  reason: string,
): Promise<void> {
  await enqueueNotification(tx, order.buyerId, 'order.cancelled', {
    text:
      `↩️ Заказ ${what(order)} отменён.\nПричина: ${escapeHtml(reason)}\n` +
      `Деньги (${formatRubles(order.price)}) вернутся на карту, которой вы платили.`,
    buttons: [[OPEN_MY_ORDERS]],
  });
  await enqueueNotification(tx, order.sellerId, 'order.cancelled_seller', {
    text: `↩️ Заказ ${what(order)} отменён, доставлять не нужно.\nПричина: ${escapeHtml(reason)}`,
    buttons: [[OPEN_MY_ADS]],
  });
}

export function notifyStagePhoto(
  tx: Database,
  order: OrderFacts,
  stage: OrderPhotoStage,
  photoUrl: string,
): Promise<void> {
  return enqueueNotification(tx, order.buyerId, 'order.stage_photo', {
    text: `📷 Заказ ${what(order)}: ${ORDER_STAGE_LABELS[stage]}`,
    photoUrl,
    buttons: [[OPEN_MY_ORDERS]],
  });
}

export function notifyStaffPaymentProblem(
  tx: Database,
  problem: string,
  orderId: number | null,
): Promise<void> {
  return enqueueNotification(tx, STAFF_CHAT, 'staff.payment_problem', {
    text: `⚠️ Платёж требует внимания: ${escapeHtml(problem)}`,
    buttons: orderId === null ? [] : [[openStaffOrder(orderId)]],
  });
}

export function notifyReceiptQuestion(tx: Database, order: OrderFacts): Promise<void> {
  return enqueueNotification(tx, order.buyerId, 'receipt_question', {
    text:
      `<b>${RECEIPT_QUESTION}</b>\nЗаказ ${what(order)}.\n` +
      'Если всё хорошо, подтвердите получение. Если что-то не так, расскажите нам — ' +
      'деньги продавцу не уйдут, пока мы не разберёмся.',
    buttons: [
      [
        { text: 'Да, всё хорошо', callback: receiptCallback('ok', order.id) },
        { text: 'Есть проблема', callback: receiptCallback('no', order.id) },
      ],
      [openMyOrder(order.id)],
    ],
  });
}

export function notifyPaymentFailed(
  tx: Database,
  order: OrderFacts & Pick<OrderRow, 'adId'>,
  reason: string,
): Promise<void> {
  return enqueueNotification(tx, order.buyerId, 'order.payment_failed', {
    text:
      `❌ Оплата заказа ${what(order)} не прошла, заказ отменён.\nПричина: ${escapeHtml(reason)}\n` +
      'Деньги не списаны. Если букет ещё свободен, его можно заказать снова.',
    buttons: [[{ text: 'Открыть букет', open: { screen: 'ad', adId: order.adId } }]],
  });
}

export function notifyDealDone(
  tx: Database,
  order: OrderFacts,
  money: {
    capturedKopecks: number;
    refundedKopecks: number;
    sellerShareKopecks: number;
    buyerConfirmedAt: Date | null;
  },
): Promise<void> {
  const { sellerDueKopecks } = splitSettlement(money);
  const opening =
    money.buyerConfirmedAt === null
      ? `✅ Сделка по заказу ${what(order)} завершена, оплата списана с покупателя.`
      : `✅ Покупатель подтвердил, что получил заказ ${what(order)}. Оплата списана.`;
  return enqueueNotification(tx, order.sellerId, 'order.deal_done', {
    text:
      `${opening}\nВам к выплате: ${formatKopecks(sellerDueKopecks)}. ` +
      'Переведём на карту из «Платёжной информации» в течение 24 часов.',
    buttons: [[{ text: 'Платёжная информация', open: { screen: 'payment-info' } }]],
  });
}

export async function notifyDisputeOpened(
  tx: Database,
  order: OrderFacts,
  text: string,
): Promise<void> {
  await enqueueNotification(tx, order.buyerId, 'dispute.accepted', {
    text:
      `📝 Заявка принята. Заказ ${what(order)}.\n` +
      'Модератор разберётся и напишет о решении. До решения деньги остаются удержанными — ' +
      'продавец их не получит.',
    buttons: [[openMyOrder(order.id)]],
  });
  await enqueueNotification(tx, order.sellerId, 'dispute.seller', {
    text:
      `⚠️ Покупатель сообщил о проблеме с заказом ${what(order)}:\n«${escapeHtml(text)}»\n` +
      'Выплата подождёт решения модератора. Если хотите что-то пояснить, напишите в поддержку.',
    buttons: [[OPEN_MY_ADS]],
  });
  await enqueueNotification(tx, STAFF_CHAT, 'dispute_opened', {
    text: `⚠️ Спор по заказу ${what(order)}: ${escapeHtml(text)}`,
    buttons: [[openStaffOrder(order.id)]],
  });
}

export async function notifyDisputeDecided(
  tx: Database,
  order: OrderFacts,
  decision: DisputeDecision,
  refundKopecks: number | null,
): Promise<void> {
  const sellerText: Record<DisputeDecision, string> = {
    capture: 'Модератор решил спор в вашу пользу: оплата списана, выплата будет как обычно.',
    partial_refund: `Модератор решил вернуть покупателю часть оплаты (${formatKopecks(refundKopecks ?? 0)}); остальное — к выплате.`,
    release: 'Модератор решил вернуть покупателю деньги полностью: выплаты по заказу не будет.',
  };
  await enqueueNotification(tx, order.buyerId, 'dispute.decided', {
    text: `⚖️ Решение по заявке, заказ ${what(order)}.\n${disputeOutcomeForBuyer(decision, refundKopecks)}`,
    buttons: [[openMyOrder(order.id)]],
  });
  await enqueueNotification(tx, order.sellerId, 'dispute.decided_seller', {
    text: `⚖️ Решение по спору, заказ ${what(order)}.\n${sellerText[decision]}`,
    buttons: [[OPEN_MY_ADS]],
  });
}
