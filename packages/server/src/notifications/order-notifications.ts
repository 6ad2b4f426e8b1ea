import {
  ORDER_STAGE_LABELS,
  deliveryWhenLabel,
  formatRubles,
  type OrderPhotoStage,
} from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { STAFF_CHAT, enqueueNotification, escapeHtml } from './outbox.ts';

// What buyers, sellers and the staff chat hear about orders (issue 12). Each function is
// called inside the transaction of the change it reports.

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

/** The gift details the seller needs to deliver: when, to whom, and the card's text. */
function giftLines(order: OrderFacts): string {
  const when = deliveryWhenLabel(order.deliveryDate ?? null, order.deliverySlot ?? null);
  const lines = [
    when === null ? null : `Доставить: ${escapeHtml(when)}`,
    order.recipientName == null
      ? null
      : `Вручить: ${escapeHtml(order.recipientName)}, ${escapeHtml(order.recipientPhone ?? '')}`,
    order.cardMessage == null ? null : `Текст открытки: ${escapeHtml(order.cardMessage)}`,
  ];
  return lines
    .filter((line) => line !== null)
    .map((line) => `\n${line}`)
    .join('');
}

const OPEN_MY_ORDERS = { text: 'Мои заказы', open: { screen: 'my-orders' as const } };
const OPEN_MY_ADS = { text: 'Мои объявления', open: { screen: 'my-ads' as const } };
const openStaffOrder = (id: number) => ({
  text: 'Открыть заказ',
  open: { screen: 'staff-order' as const, orderId: id },
});
const what = (order: OrderFacts) =>
  `№${escapeHtml(order.orderNumber)} «${escapeHtml(order.title)}»`;
const moscowTime = (at: Date) =>
  at.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' });

/** Paid: the seller must deliver within 24 h, the buyer gets a receipt, the staff a new order. */
export async function notifyOrderPaid(tx: Database, order: OrderFacts): Promise<void> {
  const comment = order.comment === null ? '' : `\nКомментарий: ${escapeHtml(order.comment)}`;
  await enqueueNotification(tx, order.sellerId, 'order.bought', {
    text:
      `💐 Ваш букет «${escapeHtml(order.title)}» купили! Доставьте его в течение 24 часов.\n` +
      `Адрес: ${escapeHtml(order.buyerAddress)}\n` +
      `Получатель: ${escapeHtml(order.buyerName)}, ${escapeHtml(order.buyerPhone)}${comment}` +
      giftLines(order),
    buttons: [[OPEN_MY_ADS]],
  });
  const when = order.paidAt === null ? '' : `, ${moscowTime(order.paidAt)}`;
  await enqueueNotification(tx, order.buyerId, 'order.paid', {
    text: `✅ Оплата получена. Заказ ${what(order)}: ${formatRubles(order.price)}${when}.${giftLines(order)}`,
    buttons: [[OPEN_MY_ORDERS]],
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

/** A paid order closed by staff: the money goes back to the buyer. */
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

/** Each stage photo reaches the buyer as a photo message with the stage as its caption. */
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

/** A payment that needs a person: money arrived for a cancelled order, or a mismatch. */
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
